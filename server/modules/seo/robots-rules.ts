interface Group {
  agents: string[];
  rules: { allow: boolean; path: string }[];
}

/** robots.txt as groups of user agents and their rules (RFC 9309); comments and unknown lines are ignored. */
export function parseRobots(text: string): Group[] {
  const groups: Group[] = [];
  let current: Group | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/#.*$/, "").trim();
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!match) continue;
    const [, field, value] = match;
    const key = field.toLowerCase();
    if (key === "user-agent") {
      // Consecutive User-agent lines share the rules that follow them.
      if (!current || current.rules.length > 0) groups.push((current = { agents: [], rules: [] }));
      current.agents.push(value.trim());
    } else if ((key === "allow" || key === "disallow") && current) {
      current.rules.push({ allow: key === "allow", path: value.trim() });
    }
  }
  return groups;
}

/** Whether `agent` may fetch `path`: its own group, else `*`; the longest matching rule wins, Allow on a tie. */
export function isAllowed(groups: Group[], agent: string, path: string): boolean {
  const named = groups.filter((group) => group.agents.some((name) => name.toLowerCase() === agent.toLowerCase()));
  const applicable = named.length > 0 ? named : groups.filter((group) => group.agents.includes("*"));
  let best: { allow: boolean; length: number } = { allow: true, length: -1 };
  for (const rule of applicable.flatMap((group) => group.rules)) {
    // An empty Disallow allows everything; it matches nothing here.
    if (!rule.path || !path.startsWith(rule.path)) continue;
    if (rule.path.length > best.length || (rule.path.length === best.length && rule.allow))
      best = { allow: rule.allow, length: rule.path.length };
  }
  return best.allow;
}

/** The crawlers robots.txt names (not `*`) that may read the home page. */
export function namedAgentsAllowed(text: string): string[] {
  const groups = parseRobots(text);
  const named = [...new Set(groups.flatMap((group) => group.agents).filter((agent) => agent !== "*"))];
  return named.filter((agent) => isAllowed(groups, agent, "/"));
}
