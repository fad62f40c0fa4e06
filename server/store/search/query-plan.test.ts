import { describe, expect, it } from "vitest";
import { NEAR_WORDS_MAX, planQuery, type Vocabulary } from "./query-plan";
import { postWords, queryWords, spelledBackwards } from "./words";

/** The rules read a vocabulary by its interface alone; a sorted list answers the same questions. */
function listedVocabulary(words: string[]): Vocabulary {
  const sorted = [...new Set(words)].sort();
  const fits = (word: string, shortest: number, longest: number) => word.length >= shortest && word.length <= longest;
  return {
    async has(word) {
      return sorted.includes(word);
    },
    async hasWordStartingWith(prefix) {
      return sorted.some((word) => word.startsWith(prefix));
    },
    async wordsWithFirstLetter(letter, shortest, longest) {
      return sorted.filter((word) => word.startsWith(letter) && fits(word, shortest, longest));
    },
    async wordsWithLastLetter(letter, shortest, longest) {
      return sorted
        .filter((word) => word.endsWith(letter) && fits(word, shortest, longest))
        .sort((a, b) => spelledBackwards(a).localeCompare(spelledBackwards(b)));
    },
    async wordsStartingWith(prefix, max) {
      return sorted
        .filter((word) => word.startsWith(prefix))
        .sort((a, b) => a.length - b.length || a.localeCompare(b))
        .slice(0, max);
    },
  };
}

const vocabulary = listedVocabulary([
  ...postWords({
    title: "Nitrogen budgets for agrivoltaics",
    excerpt: "Soil moisture under solar panels",
    tags: ["Soil", "Solar"],
    plainText: "Nitrate leaching, nitrification and the soil food web; soils, soiling and sail-shaped shade.",
  }),
]);

const alternativesOf = async (query: string, options = {}) =>
  (await planQuery(vocabulary, query, options)).map(({ alternatives }) => alternatives);

describe("the query plan", () => {
  it("takes words as the index does: lower case, accents and punctuation dropped", async () => {
    expect(queryWords("Crème-Brûlée, SOIL!")).toEqual(["creme", "brulee", "soil"]);
    expect((await planQuery(vocabulary, "  Nitrogen,  BUDGETS ")).map(({ word }) => word)).toEqual(["nitrogen", "budgets"]);
  });

  it("leaves stop words out, unless the query has nothing else", async () => {
    expect((await planQuery(vocabulary, "the soil of the farm")).map(({ word }) => word)).toEqual(["soil", "farm"]);
    expect((await planQuery(vocabulary, "of the")).map(({ word }) => word)).toEqual(["of", "the"]);
    expect(await planQuery(vocabulary, " ,;- ")).toEqual([]);
  });

  it("offers the indexed words one typo away from a word of 4 to 7 letters: a wrong, missing or extra letter", async () => {
    expect(await alternativesOf("moistrue panels")).toEqual([["moisture"], []]);
    expect(await alternativesOf("sollar panels")).toEqual([["solar"], []]);
    expect(await alternativesOf("panls soil")).toEqual([["panels"], []]);
    expect(await alternativesOf("snil panels")).toEqual([["sail", "soil"], []]);
  });

  it("counts two swapped neighbours as one typo", async () => {
    expect(await alternativesOf("nitorgen budgets")).toEqual([["nitrogen"], []]);
  });

  it("allows two typos in a word of 8 letters or more, and none in a word of 3", async () => {
    expect(await alternativesOf("agrevoltaixs budgets")).toEqual([["agrivoltaics"], []]);
    expect(await alternativesOf("nitorgne budgets")).toEqual([["nitrogen"], []]);
    expect(await alternativesOf("sayls budgets")).toEqual([[], []]);
    expect(await alternativesOf("web sai")).toEqual([[], []]);
  });

  it("offers nothing for a word the index holds, nor for one too far from every indexed word", async () => {
    expect(await alternativesOf("soil panels")).toEqual([[], []]);
    expect(await alternativesOf("tractor panels")).toEqual([[], []]);
  });

  it("takes the last word as unfinished: a start of an indexed word is no typo, other words are", async () => {
    const plan = await planQuery(vocabulary, "solar nitr");
    expect(plan.map(({ typing }) => typing)).toEqual([false, true]);
    expect(plan[1].alternatives).toEqual([]);
    expect((await planQuery(vocabulary, "solar moistrue"))[1].alternatives).toEqual(["moisture"]);
    expect((await planQuery(vocabulary, "solar ni"))[1].typing).toBe(false);
  });

  it("spells out what the typed word starts when the engine asks, shortest first, and its typos when it starts nothing", async () => {
    expect(await alternativesOf("solar nitr", { completeTypedWord: true })).toEqual([[], ["nitrate", "nitrogen", "nitrification"]]);
    expect(await alternativesOf("solar soil", { completeTypedWord: true })).toEqual([[], ["soil", "soils", "soiling"]]);
    expect(await alternativesOf("solar moistrue", { completeTypedWord: true })).toEqual([[], ["moisture"]]);
  });

  it("keeps at most NEAR_WORDS_MAX alternatives for a word", async () => {
    const crowded = listedVocabulary(
      Array.from({ length: 50 }, (_, index) => `farm${String.fromCharCode(97 + (index % 26))}${index >= 26 ? "x" : ""}`),
    );
    expect((await planQuery(crowded, "farm", { completeTypedWord: true }))[0].alternatives).toHaveLength(NEAR_WORDS_MAX);
    expect((await planQuery(crowded, "farm soil"))[0].alternatives).toHaveLength(NEAR_WORDS_MAX);
  });
});
