// Unit tests of the puzzle trainer's render code, with a fake model (no kernel, no Jupyter).
import { afterEach, describe, expect, it } from "vitest";
import widget, { shownOptions } from "../puzzle_trainer.js";
import { FakeModel } from "./fake_model.js";

const TEXT = new Proxy({}, {
  get: (_t, key) => {
    if (typeof key !== "string") return undefined;
    return key.startsWith("card_") ? `[${key}] {card}` : `[${key}]`;
  },
});

const face = (code) => `<svg class="ctl-card" role="img" aria-label="${code}"><title>${code}</title></svg>`;
const CODES = ["Ac", "2c", "3c", "8c", "Kd", "9h", "back"];

const LEARNER = {
  my_turn: true, phase: "discard", can_monte: false, can_lixeira: false, can_discard: true,
  can_bater: true, can_bater10: false, can_furar: false, can_announce: false, can_correr: false,
  can_pass: false, bate_with_10: true, na_boa_calls: false, announced: false, correr_shown: false,
};

const VERDICT = {
  solved: false, title: "Não é essa.", answer: "Sua resposta: descarta 9♥", best: "A resposta: bate",
  sentences: ["frase do técnico", "outra frase"],
  options: [
    { words: "bate descartando 9♥", figure: "bate", right: true, yours: false, main: true },
    { words: "descarta 9♥", figure: "faltam 2", right: false, yours: true, main: true },
    { words: "descarta Ac", figure: "faltam 3", right: false, yours: false, main: false },
  ],
  puzzle_rating: "Rating do puzzle: 1500 → 1540", your_rating: "Seu rating: 1500 → 1400 (-100)",
  themes: "Temas: bater",
};

function makeView(over = {}) {
  return {
    ack: 0, lang: "pt", html_lang: "pt-BR", text: TEXT, puzzle: "p-1", head: "Puzzle p-1",
    prompt: "Sua vez de descartar", rating: "Seu rating: 1500 ± 350",
    vira: { code: "8c", label: "Vira: oito de paus" }, stock: 40, monte_label: "Comprar do monte",
    lixeira: { code: "Kd", label: "Pegar da lixeira" }, lixeira_label: "Pegar da lixeira",
    lixeira_size: 3,
    seats: [{ seat: 1, name: "Jogador 1", count_text: "9 cartas", hidden_label: "9 cartas escondidas",
              count: 9, turn: false, na_boa: true, out: false, took_label: "pegou da lixeira:",
              took: [{ code: "Ac", name: "ás de paus" }] }],
    hand: ["Ac", "2c", "3c", "9h"].map((code) => ({ code, name: `nome ${code}` })),
    hand_label: "Sua mão", you_took: null, learner: { ...LEARNER }, verdict: null,
    dashboard: "<svg role=\"img\" aria-label=\"painel\"></svg>", error: null,
    ...over,
  };
}

let el;
let model;
let cleanup;

function mount(view = makeView()) {
  const faces = {};
  for (const code of CODES) faces[code] = face(code);
  model = new FakeModel({ view, faces });
  el = document.createElement("div");
  document.body.append(el);
  cleanup = widget.render({ model, el });
}

afterEach(() => {
  cleanup?.();
  el?.remove();
});

const q = (sel) => el.querySelector(sel);
const all = (sel) => [...el.querySelectorAll(sel)];

describe("the puzzle trainer", () => {
  it("draws the position: piles, hand, other players and what they took", () => {
    mount();
    expect(q(".ctl-pz-monte").getAttribute("aria-disabled")).toBe("true");
    expect(all(".ctl-pz-hand button").map((b) => b.dataset.card)).toEqual(["Ac", "2c", "3c", "9h"]);
    expect(q(".ctl-pz-seat").textContent).toContain("Jogador 1");
    expect(q(".ctl-pz-took [data-card='Ac']")).not.toBeNull();
    expect(q(".ctl-pz-root").lang).toBe("pt-BR");
  });

  it("sends a discard on a card's click, and bater then a card as the game table does", () => {
    mount();
    all(".ctl-pz-hand button")[3].click();
    expect(model.sent.at(-1)).toMatchObject({ type: "discard", card: "9h", seq: 1 });
    q("[data-key='bater']").click();
    expect(q("[data-key='bater']").getAttribute("aria-pressed")).toBe("true");
    all(".ctl-pz-hand button")[0].click();
    expect(model.sent.at(-1)).toMatchObject({ type: "bater", card: "Ac", seq: 2 });
  });

  it("the piles and the hand always ask, as on the game table: Python says why not", () => {
    mount(makeView({ learner: { ...LEARNER, can_discard: false, can_bater: false } }));
    expect(q("[data-key='monte']").getAttribute("aria-disabled")).toBe("true");
    q("[data-key='monte']").click();
    expect(model.sent.at(-1)).toMatchObject({ type: "draw", source: "monte" });
    all(".ctl-pz-hand button")[0].click();
    expect(model.sent.at(-1)).toMatchObject({ type: "discard", card: "Ac" });
  });

  it("moves along the hand with the arrow keys and keeps keys inside", () => {
    mount();
    const outside = [];
    document.body.addEventListener("keydown", (e) => outside.push(e.key));
    const cards = all(".ctl-pz-hand button");
    cards[0].focus();
    cards[0].dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    expect(document.activeElement).toBe(cards[1]);
    cards[1].dispatchEvent(new KeyboardEvent("keydown", { key: "End", bubbles: true }));
    expect(document.activeElement).toBe(cards[3]);
    expect(outside).toEqual([]);
    expect(q(".ctl-pz-root").getAttribute("data-lm-suppress-shortcuts")).toBe("true");
  });

  it("shows the verdict, the right and chosen options first, the others on demand", () => {
    mount();
    all(".ctl-pz-hand button")[3].focus();
    model.set("view", makeView({ ack: 1, verdict: VERDICT,
                                 learner: { ...LEARNER, can_discard: false, can_bater: false } }));
    expect(q(".ctl-pz-verdict-title").textContent).toBe("Não é essa.");
    expect(all(".ctl-pz-options tbody tr")).toHaveLength(2);
    expect(document.activeElement.dataset.key).toBe("next");
    expect(el.textContent).toContain("Seu rating: 1500 → 1400 (-100)");
    q("[data-key='others']").click();
    expect(all(".ctl-pz-options tbody tr")).toHaveLength(3);
    expect(q("[data-key='others']").getAttribute("aria-expanded")).toBe("true");
    q("[data-key='next']").click();
    expect(model.sent.at(-1)).toMatchObject({ type: "next" });
    model.set("view", makeView({ ack: 2, puzzle: "p-2" }));
    expect(q(".ctl-pz-verdict")).toBeNull();
    expect(document.activeElement.dataset.key).toBe("hand#0");
  });

  it("out of turn: a pass button, the error said once", () => {
    mount(makeView({ learner: { ...LEARNER, my_turn: false, can_discard: false, can_bater: false,
                                can_pass: true } }));
    expect(q("[data-key='bater']").getAttribute("aria-disabled")).toBe("true");
    q("[data-key='pass']").click();
    expect(model.sent.at(-1)).toMatchObject({ type: "pass" });
    model.set("view", makeView({ ack: 1, error: "não pode" }));
    expect(q(".ctl-pz-error").textContent).toBe("não pode");
    expect(q("[role='alert']").textContent).toBe("não pode");
  });

  it("keeps the dashboard open across redraws", () => {
    mount();
    const box = q("details");
    box.open = true;
    box.dispatchEvent(new Event("toggle"));
    model.set("view", makeView({ ack: 1 }));
    expect(q("details").open).toBe(true);
    expect(q("details svg")).not.toBeNull();
  });
});

describe("shownOptions", () => {
  it("keeps the main options unless all are asked for", () => {
    expect(shownOptions(VERDICT.options, false).map((o) => o.words)).toEqual(
      ["bate descartando 9♥", "descarta 9♥"]);
    expect(shownOptions(VERDICT.options, true)).toHaveLength(3);
  });
});
