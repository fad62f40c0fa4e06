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

  it("reads typeset maths in a heading as the page shows it, without the TeX kept beside it", () => {
    const body = `<h2 id="rate-n">Rate <span class="katex"><math xmlns="http://www.w3.org/1998/Math/MathML"><semantics><mrow><mi>N</mi></mrow><annotation encoding="application/x-tex">N</annotation></semantics></math></span> a hectare</h2>`;
    const container = document.createElement("div");
    container.innerHTML = body;
    expect(tocFromHtml(body)).toMatchObject([{ id: "rate-n", text: "Rate N a hectare", level: 2 }]);
    expect(tocFromContainer(container)).toEqual(tocFromHtml(body));
  });
});
