import { SUBSCRIBE_MESSAGE } from "@shared/constants";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { resetToastsForTests } from "@/components/ui/use-toast";
import { renderWithApp, reply, replyError, routeFetch, stubFetch } from "@/test/render";
import { NewsletterForm } from "./newsletter-form";

const emailInput = () => screen.getByRole("textbox", { name: "Email address" });
const subscribeButton = () => screen.getByRole("button", { name: "Subscribe" });

async function submit(text: string) {
  if (text) await userEvent.type(emailInput(), text);
  await userEvent.click(subscribeButton());
}

describe("newsletter signup", () => {
  beforeEach(() => resetToastsForTests());

  it("is one required, labelled e-mail field with a check-mark button named Subscribe", () => {
    renderWithApp(<NewsletterForm />);

    expect(emailInput()).toHaveAttribute("type", "email");
    expect(emailInput()).toBeRequired();
    expect(subscribeButton()).toHaveAttribute("type", "submit");
    expect(subscribeButton().querySelector("svg")).not.toBeNull();
  });

  it("is a POST form to the server's sign-up route, naming the page to come back to, so nothing typed goes into an address", () => {
    renderWithApp(<NewsletterForm />, { path: "/newsletter" });

    const form = emailInput().closest("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/newsletter/subscribe/form");
    expect(form.querySelector('input[type="hidden"][name="from"]')).toHaveValue("/newsletter");
  });

  it("sends the address in the field, even one put there before the form's script ran", async () => {
    const { requests } = routeFetch(({ path }) =>
      path === "/api/newsletter/form-token"
        ? reply("GET /api/newsletter/form-token", { token: "drawn" })
        : reply("POST /api/newsletter/subscribe", { ok: true, message: SUBSCRIBE_MESSAGE }),
    );
    renderWithApp(<NewsletterForm />);
    // As a reader typing into the server's HTML: the DOM's value, with no change event React saw.
    (emailInput() as HTMLInputElement).value = "early@example.com";
    await userEvent.click(subscribeButton());

    await waitFor(() => expect(requests.filter((request) => request.method === "POST")).toHaveLength(1));
    expect(requests.find((request) => request.method === "POST")?.body).toMatchObject({ email: "early@example.com" });
  });

  it.each([
    ["an empty field", ""],
    ["only spaces", "   "],
    ["an address without '@'", "grower.example.com"],
  ])("refuses %s with the 'Invalid email' toast and sends nothing", async (_case, text) => {
    const { requests } = routeFetch(({ path }) =>
      path === "/api/newsletter/form-token"
        ? reply("GET /api/newsletter/form-token", { token: "drawn" })
        : reply("POST /api/newsletter/subscribe", { ok: true, message: SUBSCRIBE_MESSAGE }),
    );
    renderWithApp(<NewsletterForm />);

    await submit(text);

    expect(await screen.findByText("Invalid email")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email address.")).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "POST")).toEqual([]);
  });

  it("subscribes the address, disables the button while it waits, thanks the reader and clears the field", async () => {
    let answer!: (response: Response) => void;
    const { requests } = routeFetch(({ path }) =>
      path === "/api/newsletter/form-token"
        ? reply("GET /api/newsletter/form-token", { token: "drawn-form-token" })
        : new Promise<Response>((resolve) => (answer = resolve)),
    );
    renderWithApp(<NewsletterForm />);

    await submit("  grower@example.com ");

    await waitFor(() => expect(subscribeButton()).toBeDisabled());
    // The hidden field, left empty by a person, and the token the form was drawn with go along.
    expect(requests.filter((request) => request.method === "POST")).toEqual([
      {
        method: "POST",
        path: "/api/newsletter/subscribe",
        body: { email: "grower@example.com", website: "", formToken: "drawn-form-token" },
      },
    ]);

    answer(reply("POST /api/newsletter/subscribe", { ok: true, message: SUBSCRIBE_MESSAGE }));

    expect(await screen.findByText("Successfully subscribed!")).toBeInTheDocument();
    expect(screen.getByText("Thank you for subscribing to our newsletter. Check your inbox to confirm your address.")).toBeInTheDocument();
    expect(emailInput()).toHaveValue("");
    expect(subscribeButton()).toBeEnabled();
  });

  it("says the subscription failed when the server refuses, and keeps what was typed", async () => {
    stubFetch(() => replyError(429, "Too many requests"));
    renderWithApp(<NewsletterForm />);

    await submit("grower@example.com");

    expect(await screen.findByText("Subscription failed")).toBeInTheDocument();
    expect(screen.getByText("Please try again later.")).toBeInTheDocument();
    expect(emailInput()).toHaveValue("grower@example.com");
    expect(subscribeButton()).toBeEnabled();
  });

  it("has a hidden field people never meet, out of the tab order and the accessibility tree", () => {
    stubFetch(() => reply("GET /api/newsletter/form-token", { token: "drawn" }));
    const { container } = renderWithApp(<NewsletterForm />);
    const hidden = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(hidden).not.toBeNull();
    expect(hidden).toHaveAttribute("tabindex", "-1");
    expect(hidden?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getAllByRole("textbox")).toHaveLength(1);
  });
});
