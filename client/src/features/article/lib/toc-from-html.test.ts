import { describe, expect, it } from "vitest";
import { tocFromContainer } from "./toc-from-dom";
import { tocFromHtml } from "./toc-from-html";

const BODY = `
  <h2 id="soil-&amp;-water">Soil &amp; <em>water</em></h2><p>Text</p>
  <h3>Probes &lt;30&nbsp;cm&gt;</h3>
  <h3 class="x">Probes &lt;30&nbsp;cm&gt;</h3>
  <h2 id='it&#x27;s'>It&#39;s   on
  two lines</h2>
  <h4>   </h4>
`;

describe("tocFromHtml", () => {
  it("reads the same contents the browser reads from the rendered body", () => {
    const container = document.createElement("div");
    container.innerHTML = BODY;
    expect(tocFromHtml(BODY)).toEqual(tocFromContainer(container));
  });
});
