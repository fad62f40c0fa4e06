import { useState, type KeyboardEvent } from "react";

/**
 * The combobox pattern: focus stays in the text box while ArrowUp/ArrowDown move a highlight
 * through the options (announced via aria-activedescendant) and Enter picks one.
 */
export function useListboxNavigation<T>(options: readonly T[], onPick: (option: T) => void) {
  const [active, setActive] = useState(-1);
  const [seen, setSeen] = useState(options);
  // A new result list starts with nothing highlighted, so Enter cannot open a stale row.
  if (seen !== options) {
    setSeen(options);
    setActive(-1);
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (options.length === 0) return;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setActive((index) => (index + 1) % options.length);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
    } else if (event.key === "Enter" && !event.nativeEvent.isComposing) {
      event.preventDefault();
      // Enter before any arrow opens the best match, as a search box's Enter usually does.
      onPick(options[active >= 0 ? active : 0]);
    }
  };

  return { active: active < options.length ? active : -1, setActive, onKeyDown };
}
