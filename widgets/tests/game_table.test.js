// Unit tests of the game table's render code, with a fake model (no kernel, no Jupyter).
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import widget from "../game_table.js";
import { FakeModel } from "./fake_model.js";

const TEXT = new Proxy({}, {
  get: (_t, key) => {
    if (typeof key !== "string") return undefined;
    return key.startsWith("card_") ? `[${key}] {card}` : `[${key}]`;
  },
});

const face = (code) => `<svg class="ctl-card" role="img" aria-label="${code}"><title>${code}</title></svg>`;
const CODES = ["Ac", "2c", "3c", "8c", "Kd", "9h"];

function seat(n, over = {}) {
  return {
    seat: n, name: `Jogador ${n}`, level: "greedy", learner: false, count: 3,
    count_text: "3 cartas", hand_label: `Mão de Jogador ${n}`, hidden_label: "3 cartas escondidas",
    cards: ["Ac", "2c", "3c"].map((code) => ({ code, name: `nome ${code}` })),
    turn: n === 0, na_boa: false, out: false, points: null, ...over,
  };
}

const LEARNER = {
  seat: 0, my_turn: true, phase: "draw", can_monte: true, can_lixeira: true, can_discard: false,
  can_bater: false, can_bater10: false, can_furar: false, can_correr: false, bate_with_10: true,
  na_boa_calls: false, announced: false, can_announce: false, correr_shown: false,
};

function makeView(over = {}) {
  return {
    ack: 0, lang: "pt", html_lang: "pt-BR", text: TEXT, preset: "oficial", seed: 0, open_hands: true,
    auto: false, speed: 1,
    speeds: [{ value: 1, label: "1 jogada por segundo" }, { value: 2, label: "2 jogadas por segundo" }],
    over: false, waiting: false, can_step: true, status: "Vez do jogador 0", announce: null,
    vira: { code: "8c", label: "Vira: oito de paus" }, stock: 60,
    monte_label: "Comprar do monte (60)", monte_info: "Monte: 60 cartas",
    lixeira: { code: "Kd", label: "Pegar da lixeira: rei de ouros" }, lixeira_size: 1,
    lixeira_label: "Pegar da lixeira: rei de ouros", lixeira_info: "Lixeira: rei de ouros no topo",
    seats: [seat(0), seat(1)], learner: null, notice: null, log: [], error: null, coach: null,
    ...over,
  };
}

function learnerView(learner = {}, over = {}) {
  return makeView({ learner: { ...LEARNER, ...learner },
                    seats: [seat(0, { learner: true, name: "Você", hand_label: "Sua mão" }), seat(1)],
                    ...over });
}

let el;
let model;
let cleanup;

function mount(view = makeView()) {
  const faces = { back: face("back") };
  for (const code of CODES) faces[code] = face(code);
  model = new FakeModel({ view, faces });
  cleanup = widget.render({ model, el });
  return el.querySelector(".ctl-g-root");
}

const $ = (sel) => el.querySelector(sel);
const $$ = (sel) => [...el.querySelectorAll(sel)];
const sent = () => model.sent.map(({ seq, view, ...m }) => m);

beforeEach(() => {
  el = document.createElement("div");
  document.body.append(el);
});

afterEach(() => {
  if (cleanup) cleanup();
  cleanup = null;
  el.remove();
  vi.useRealTimers();
});

describe("drawing the view", () => {
  it("draws piles, seats and the log with reasons", () => {
    mount(makeView({ log: [{ n: 2, seat: 0, text: "jogador 0 descarta", why: "descarto X", learner: false },
                           { n: 1, seat: 0, text: "jogador 0 compra", why: "", learner: false }] }));
    expect($(".ctl-g-status").textContent).toBe("Vez do jogador 0");
    expect($$(".ctl-g-seat")).toHaveLength(2);
    expect($(".ctl-g-seat.ctl-g-current").dataset.seat).toBe("0");
    expect($(".ctl-g-lixeira").dataset.card).toBe("Kd");
    const items = $$(".ctl-g-move");
    expect(items[0].querySelector(".ctl-g-what").textContent).toBe("2. jogador 0 descarta");
    expect(items[0].querySelector(".ctl-g-why").textContent).toBe("descarto X");
    expect(items[1].querySelector(".ctl-g-why")).toBeNull();
    expect($(".ctl-g-controls")).toBeNull(); // no learner, no buttons
    expect($("button.ctl-g-monte")).toBeNull(); // nobody draws: the piles are pictures
    expect(el.textContent).not.toMatch(/null|undefined/);
    expect($(".ctl-g-monte").getAttribute("aria-label")).toBe("Monte: 60 cartas");
  });

  it("names the vira and every card of an open hand for screen readers", () => {
    mount();
    const vira = $(".ctl-g-vira");
    expect(vira.getAttribute("role")).toBe("img");
    expect(vira.getAttribute("aria-label")).toBe("Vira: oito de paus");
    const hand = $('[data-seat="1"] ul.ctl-g-hand');
    expect(hand.getAttribute("aria-label")).toBe("Mão de Jogador 1");
    expect([...hand.querySelectorAll("li .cacheta-sr")].map((s) => s.textContent))
      .toEqual(["nome Ac", "nome 2c", "nome 3c"]);
    for (const svg of $$("svg")) expect(svg.getAttribute("aria-hidden")).toBe("true");
    expect($('[data-seat="1"]').getAttribute("aria-label")).toBe("Jogador 1");
  });

  it("draws a hidden hand as backs named by their count, with no card codes", () => {
    mount(makeView({ seats: [seat(0), seat(1, { cards: null, count: 4, hidden_label: "4 cartas escondidas" })] }));
    const hidden = $('[data-seat="1"]');
    expect(hidden.querySelectorAll(".ctl-g-hidden")).toHaveLength(4);
    expect(hidden.querySelector("[data-card]")).toBeNull();
    expect(hidden.querySelector('[role="img"]').getAttribute("aria-label")).toBe("4 cartas escondidas");
  });

  it("shows the error and the ack", () => {
    const root = mount(makeView({ error: "não é a sua vez", ack: 3 }));
    expect($(".ctl-g-error").textContent).toBe("não é a sua vez");
    expect(root.dataset.ack).toBe("3");
  });

  it("ships every class with the ctl-g- prefix and imports the shared style", () => {
    const css = readFileSync(resolve(__dirname, "../game_table.css"), "utf8");
    expect(css).toMatch(/^@import "\.\/shared\.css";/);
    const classes = [...css.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/\.([a-zA-Z][\w-]*)/g)]
      .map((m) => m[1]).filter((name) => !/^\d/.test(name) && name !== "css");
    expect(classes.length).toBeGreaterThan(10);
    for (const name of classes) expect(name.startsWith("ctl-g-") || name.startsWith("ctl-card")).toBe(true);
    expect(css).not.toMatch(/--ctl-g-/); // the palette is shared.css's
  });
});

describe("the learner's seat", () => {
  it("draws, discards, goes out and announces by clicking", () => {
    mount(learnerView({ phase: "discard", can_monte: true, can_lixeira: true, can_bater: true,
                        can_bater10: true, na_boa_calls: true, can_announce: true,
                        can_discard: true }));
    $(".ctl-g-monte").click();
    $(".ctl-g-lixeira").click();
    $('[data-seat="0"] [data-card="2c"]').click();
    $("[data-key=bater]").click(); // bater mode: the next card clicked goes out with it
    expect($("[data-key=bater]").getAttribute("aria-pressed")).toBe("true");
    expect($('[data-seat="0"] [data-card="3c"]').getAttribute("aria-label")).toBe("[card_bater] nome 3c");
    $('[data-seat="0"] [data-card="3c"]').click();
    $("[data-key=bater10]").click();
    $("[data-key=na-boa]").click();
    expect(sent()).toEqual([
      { type: "draw", source: "monte" }, { type: "draw", source: "lixeira" },
      { type: "discard", card: "2c" }, { type: "bater", card: "3c" },
      { type: "bater", card: null }, { type: "na_boa" },
    ]);
    expect($('[data-seat="1"] button')).toBeNull(); // other hands are not clickable
    expect($('[data-seat="0"] [data-card="2c"]').getAttribute("aria-label")).toBe("[card_discard] nome 2c");
  });

  it("take the lixeira is disabled when the engine says no, and a click shows why", () => {
    mount(learnerView({ can_lixeira: false }, { lixeira: null, lixeira_size: 0,
                                               lixeira_label: "Lixeira vazia: nada a pegar" }));
    const lixeira = $(".ctl-g-lixeira");
    expect(lixeira.getAttribute("aria-disabled")).toBe("true");
    expect(lixeira.getAttribute("aria-label")).toBe("Lixeira vazia: nada a pegar");
    expect($(".ctl-g-monte").getAttribute("aria-disabled")).toBeNull();
    // the click asks the engine, whose refusal is shown on the table, in view
    lixeira.click();
    expect(sent()).toEqual([{ type: "draw", source: "lixeira" }]);
    model.set("view", learnerView({ can_lixeira: false }, {
      ack: 1, error: "A lixeira está vazia: compre do monte.", lixeira: null, lixeira_size: 0 }));
    expect($(".ctl-g-error").textContent).toBe("A lixeira está vazia: compre do monte.");
  });

  it("the hand's cards are no longer buttons once the round is over or the learner is out", () => {
    for (const over of [{ over: true }, { learner: { ...LEARNER, out: true } }]) {
      mount({ ...learnerView(), ...over });
      const mine = $('[data-seat="0"]');
      expect(mine.querySelectorAll("button").length).toBe(0);
      expect(mine.querySelectorAll("[data-card]").length).toBe(3);
      expect(mine.textContent).not.toContain("[card_discard]");
      cleanup();
      cleanup = null;
      el.replaceChildren();
    }
    mount(learnerView());
    expect($$('[data-seat="0"] button[data-card]').length).toBe(3);
  });

  it("an announced learner jumps the queue with the card clicked next", () => {
    const learner = { my_turn: false, phase: "draw", can_monte: false, can_lixeira: false,
                      na_boa_calls: true, announced: true, can_furar: true };
    mount(learnerView(learner));
    $("[data-key=furar]").click();
    expect($("[data-key=furar]").getAttribute("aria-pressed")).toBe("true");
    $('[data-seat="0"] [data-card="2c"]').click();
    expect(sent()).toEqual([{ type: "furar", card: "2c" }]);
    model.set("view", learnerView({ ...learner, can_furar: false }));
    expect($("[data-key=furar]").getAttribute("aria-disabled")).toBe("true");
    $("[data-key=furar]").click();
    expect(model.sent).toHaveLength(1);
  });

  it("folds (correr) by clicking where the preset allows it", () => {
    mount(learnerView({ correr_shown: true, can_correr: true }));
    $("[data-key=correr]").click();
    expect(sent()).toEqual([{ type: "correr" }]);
    cleanup();
    el.replaceChildren();
    mount(learnerView());
    expect($("[data-key=correr]")).toBeNull();
  });

  it("a learner out of the round has no move buttons left", () => {
    mount(learnerView({ out: true, my_turn: false, can_monte: false, can_lixeira: false }));
    expect($(".ctl-g-controls")).toBeNull();
    cleanup();
    el.replaceChildren();
    mount(learnerView({}, { over: true }));
    expect($(".ctl-g-controls")).toBeNull();
  });

  it("tells a false bati with the best split", () => {
    const notice = { claim: "false_bati", n: 4, title: "Bati falso", lines: ["Você disse…", "Para bater: faltam 2."],
                     melds: [{ label: "trinca de ases", cards: ["Ac", "Ac", "Ac"].map((code) => ({ code, name: "ás de paus" })) }],
                     loose: [{ code: "9h", name: "nove de copas" }] };
    mount(learnerView({ phase: "discard" }, { log: [{ n: 3, seat: 0, text: "você compra", why: "", learner: true }] }));
    model.set("view", learnerView({ phase: "discard" }, { notice, ack: 1, log: [{ n: 4, seat: 0, text: "você bate", why: "", learner: true }] }));
    const block = $("[data-key=notice]");
    expect(block.querySelector("h3").textContent).toBe("Bati falso");
    expect([...block.querySelectorAll(".ctl-g-line")].map((p) => p.textContent))
      .toEqual(["Você disse…", "Para bater: faltam 2."]);
    const groups = [...block.querySelectorAll(".ctl-g-meld")];
    expect(groups[0].querySelector(".ctl-g-meldname").textContent).toBe("trinca de ases");
    expect(groups[0].querySelectorAll("[data-card]")).toHaveLength(3);
    expect(groups[1].textContent).toContain("[loose]");
    expect(groups[1].querySelector(".cacheta-sr").textContent).toBe("nove de copas");
    const alert = $('[role="alert"]');
    expect(alert.textContent).toBe("Bati falso. Você disse… Para bater: faltam 2.");
    // the bots play on: the notice stays on the table, and is not said again
    alert.textContent = "";
    model.set("view", learnerView({ my_turn: false }, { notice, ack: 1, auto: true,
                                                       log: [{ n: 5, seat: 1, text: "jogador 1 compra", why: "", learner: false }] }));
    expect($("[data-key=notice]")).not.toBeNull();
    expect(alert.textContent).toBe("");
  });
});

describe("claims the engine knows would fail", () => {
  const FAILING = { phase: "discard", can_discard: true, can_bater: true, can_bater10: true,
                    failing: { bater10: true, bater: ["2c"], furar10: false, furar: [] },
                    ask: { bater10: "Não batem: custa 2 pontos. Bater?",
                           bater: "Descartando {card}: custa 2 pontos. Bater?" } };

  it("asks first, the answer that costs nothing focused; no or Escape sends nothing", () => {
    mount(learnerView(FAILING));
    $("[data-key=bater10]").focus();
    $("[data-key=bater10]").click();
    const ask = $("[data-key=ask]");
    expect(ask.getAttribute("role")).toBe("alertdialog");
    expect($(`#${ask.getAttribute("aria-labelledby")}`).textContent)
      .toBe("Não batem: custa 2 pontos. Bater?");
    expect(document.activeElement.dataset.key).toBe("ask-no");
    $("[data-key=ask-no]").click();
    expect($("[data-key=ask]")).toBeNull();
    expect(document.activeElement.dataset.key).toBe("bater10");
    $("[data-key=bater10]").click();
    $("[data-key=ask]").dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect($("[data-key=ask]")).toBeNull();
    expect(sent()).toEqual([]);
  });

  it("goes ahead on yes; a discard that goes out is sent without a question", () => {
    mount(learnerView(FAILING));
    $("[data-key=bater10]").click();
    $("[data-key=ask-yes]").click();
    expect(sent()).toEqual([{ type: "bater", card: null }]);
    $("[data-key=bater]").click();
    $('[data-seat="0"] [data-card="3c"]').click(); // 3c goes out: no question
    $("[data-key=bater]").click();
    $('[data-seat="0"] [data-card="2c"]').click();
    expect($("[data-key=ask] p").textContent).toBe("Descartando nome 2c: custa 2 pontos. Bater?");
    $("[data-key=ask-yes]").click();
    expect(sent().slice(1)).toEqual([{ type: "bater", card: "3c" }, { type: "bater", card: "2c" }]);
  });

  it("drops the question when the claim is no longer possible", () => {
    mount(learnerView(FAILING));
    $("[data-key=bater10]").click();
    model.set("view", learnerView({ ...FAILING, can_bater10: false,
                                    failing: { ...FAILING.failing, bater10: false } }));
    expect($("[data-key=ask]")).toBeNull();
  });
});

describe("what a screen reader hears", () => {
  const live = () => $('[aria-live="polite"]');
  const alert = () => $('[role="alert"]');

  it("never the same words twice in a row; a refusal each time; none left once gone", async () => {
    mount(learnerView());
    let writes = 0;
    new MutationObserver((records) => { writes += records.length; })
      .observe(live(), { childList: true, characterData: true, subtree: true });
    model.set("view", learnerView({}, { announce: { id: "turn1", text: "Sua vez" } }));
    await Promise.resolve(); // the observer's records
    expect(live().textContent).toBe("Sua vez");
    expect(writes).toBe(1);
    model.set("view", learnerView({}, { announce: { id: "turn2", text: "Sua vez" } }));
    await Promise.resolve();
    expect(writes).toBe(1); // the same words: not written again
    model.set("view", learnerView({}, { ack: 1, error: "Não é a sua vez.", error_id: 1 }));
    const first = alert().firstChild;
    expect(alert().textContent).toBe("Não é a sua vez.");
    model.set("view", learnerView({}, { ack: 2, error: "Não é a sua vez.", error_id: 2 }));
    expect(alert().firstChild).not.toBe(first); // the same words, a new node: said again
    model.set("view", learnerView({}, { ack: 3, error: "Não é a sua vez.", error_id: 2 }));
    expect(alert().textContent).toBe("Não é a sua vez."); // the same refusal kept: not again
    model.set("view", learnerView({}, { ack: 4 }));
    expect(alert().textContent).toBe("");
  });

  it("a card says what it does now: nothing before the draw nor in the bots' turns", () => {
    mount(learnerView({ phase: "draw", can_discard: false }));
    expect($('[data-seat="0"] [data-card="2c"]').getAttribute("aria-label")).toBe("nome 2c");
    model.set("view", learnerView({ phase: "discard", can_discard: true }));
    expect($('[data-seat="0"] [data-card="2c"]').getAttribute("aria-label"))
      .toBe("[card_discard] nome 2c");
  });
});

describe("focus and keys", () => {
  it("keeps the focus on the same hand card when the table is drawn again", () => {
    mount(learnerView({ phase: "discard" }));
    const card = $('[data-card="2c"]');
    card.focus();
    model.set("view", learnerView({ phase: "discard" }, { ack: 1, status: "other" }));
    expect(document.activeElement).not.toBe(card); // a new node…
    expect(document.activeElement.dataset.card).toBe("2c"); // …for the same card
    // the card is gone (discarded): the focus goes to the card now in its place
    model.set("view", learnerView({ phase: "draw" }, {
      ack: 2, seats: [seat(0, { learner: true, cards: [{ code: "Ac", name: "a" }, { code: "3c", name: "c" }] }), seat(1)] }));
    expect(document.activeElement.dataset.key).toBe("hand#1");
  });

  it("keeps the focus on Play/Pause through auto-play redraws", () => {
    vi.useFakeTimers();
    mount(makeView());
    $("[data-key=auto]").focus();
    for (let ack = 1; ack < 5; ack += 1) {
      model.set("view", makeView({ auto: true, ack, log: [{ n: ack, seat: 0, text: "x", why: "", learner: false }] }));
      expect(document.activeElement.dataset.key).toBe("auto");
    }
  });

  it("arrow keys move along the learner's hand, and no key leaves the widget", () => {
    const root = mount(learnerView({ phase: "discard" }));
    const outside = [];
    el.addEventListener("keydown", (e) => outside.push(e.key));
    expect(root.getAttribute("data-lm-suppress-shortcuts")).toBe("true");
    const first = $('[data-card="Ac"]');
    first.focus();
    first.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    expect(document.activeElement.dataset.card).toBe("2c");
    $("[data-key=speed]").dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true }));
    expect(outside).toEqual([]);
    expect($$('[data-seat="0"] button[tabindex="0"]')).toHaveLength(1); // one tab stop in the hand
  });
});

describe("what a screen reader hears", () => {
  it("says each announcement once, not the first view, not every redraw", () => {
    mount(makeView({ announce: { id: "turn0", text: "Sua vez" } }));
    const polite = $('[aria-live="polite"]');
    expect(polite.textContent).toBe("");
    model.set("view", makeView({ ack: 1, announce: { id: "move3", text: "jogador 1 anuncia na boa" } }));
    expect(polite.textContent).toBe("jogador 1 anuncia na boa");
    polite.textContent = "";
    model.set("view", makeView({ ack: 2, announce: { id: "move3", text: "jogador 1 anuncia na boa" } }));
    model.set("view", makeView({ ack: 3, announce: null }));
    expect(polite.textContent).toBe("");
    // the live regions stay in place while the table is drawn again
    expect($('[aria-live="polite"]')).toBe(polite);
  });

  it("says a refused move assertively", () => {
    mount(learnerView());
    $(".ctl-g-monte").click();
    model.set("view", learnerView({}, { ack: 1, error: "precisa comprar primeiro" }));
    expect($('[role="alert"]').textContent).toBe("precisa comprar primeiro");
  });
});

describe("intents", () => {
  it("step, auto, speed and new round", () => {
    mount();
    $("[data-key=step]").click();
    $("[data-key=auto]").click();
    const speed = $("[data-key=speed]");
    speed.value = "2";
    speed.dispatchEvent(new Event("change"));
    $("[data-key=new-round]").click();
    expect(model.sent.map((m) => m.type)).toEqual(["step", "auto", "speed", "new_round"]);
    expect(model.sent[1].on).toBe(true);
    expect(model.sent[2].value).toBe(2);
    expect(model.sent.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    expect([...speed.options].map((o) => o.textContent)).toEqual(["1 jogada por segundo", "2 jogadas por segundo"]);
  });

  it("open hands is shown, never a control the learner can change", () => {
    mount(makeView({ open_hands: true }));
    expect($("[data-key=open]").tagName).toBe("SPAN");
    expect($("input")).toBeNull();
    cleanup();
    el.replaceChildren();
    mount(makeView({ open_hands: false }));
    expect($("[data-key=open]")).toBeNull();
    expect(model.sent).toHaveLength(0);
  });
});

describe("the coach", () => {
  const grade = (g, why) => ({ grade: g, name: `[${g}]`, move: "discard 9s", best: "discard 2d",
                               why, turn: 3 });

  it("shows the grade of the last decision with its reason", () => {
    mount(makeView({ coach: { last: grade("mistake", "Descartar 9♠ deixava você na boa"),
                              empty: "nada", review: null } }));
    const last = $("[data-key=grade]");
    expect(last.dataset.grade).toBe("mistake");
    expect(last.classList.contains("ctl-g-grade-mistake")).toBe(true);
    expect(last.querySelector(".ctl-g-badge").textContent).toBe("[mistake]");
    expect(last.textContent).toContain("Descartar 9♠ deixava você na boa");
    expect($("[data-key=review]")).toBeNull();
  });

  it("lists every decision and the accuracy at the end of the round", () => {
    mount(makeView({ over: true, coach: { last: grade("best", "ok"), empty: "nada", review: {
      title: "Revisão", accuracy: "Precisão: 50% (2 decisões)",
      decisions: [grade("best", "ok"), grade("blunder", "bater perdido")] } } }));
    expect($(".ctl-g-accuracy").textContent).toBe("Precisão: 50% (2 decisões)");
    const rows = $$("[data-key=review] li");
    expect(rows.map((r) => r.dataset.grade)).toEqual(["best", "blunder"]);
    expect(rows[1].querySelector(".ctl-g-why").textContent).toBe("bater perdido");
  });

  it("shows the chance to win the round now and before → after the last decision", () => {
    mount(makeView({ coach: { last: { ...grade("mistake", "porque"),
                                      meter: "sua chance de vencer a rodada: 34% → 29%" },
                              meter: "sua chance de vencer a rodada: 31%", empty: "nada",
                              review: null } }));
    expect($("[data-key=meter]").textContent).toBe("sua chance de vencer a rodada: 31%");
    expect($("[data-key=grade]").textContent).toContain("34% → 29%");
  });

  it("without the coach there is no panel", () => {
    mount(makeView({ coach: null }));
    expect($(".ctl-g-coach")).toBeNull();
  });
});

describe("auto-play", () => {
  it("asks for one step per 1/speed seconds, each after the last answer", () => {
    vi.useFakeTimers();
    mount(makeView({ auto: true, speed: 2 }));
    vi.advanceTimersByTime(499);
    expect(model.sent).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(model.sent).toMatchObject([{ type: "tick", seq: 1 }]);
    vi.advanceTimersByTime(2000);
    expect(model.sent).toHaveLength(1); // no answer yet: no second step
    model.set("view", makeView({ auto: true, speed: 2, ack: 1 }));
    vi.advanceTimersByTime(500);
    expect(model.sent).toHaveLength(2);
    model.set("view", makeView({ auto: false, ack: 2 }));
    vi.advanceTimersByTime(5000);
    expect(model.sent).toHaveLength(2);
  });

  it("after the learner's move the page plays the bots on by itself, then stops at the learner", () => {
    vi.useFakeTimers();
    mount(learnerView({ phase: "discard" }));
    $('[data-card="2c"]').click();
    // Python answers: the bots are to play, auto is on
    model.set("view", learnerView({ my_turn: false }, { ack: 1, auto: true, can_step: true, speed: 4 }));
    vi.advanceTimersByTime(250);
    expect(sent().map((m) => m.type)).toEqual(["discard", "tick"]);
    model.set("view", learnerView({ my_turn: true }, { ack: 2, auto: false, can_step: false }));
    vi.advanceTimersByTime(5000);
    expect(model.sent).toHaveLength(2);
  });

  it("stops when the round is over or waits for the learner", () => {
    vi.useFakeTimers();
    mount(makeView({ auto: true, can_step: false }));
    vi.advanceTimersByTime(5000);
    expect(model.sent).toHaveLength(0);
  });
});

describe("a table joined to a room", () => {
  const ROOM_TEXT = { pause: "Pausar", resume: "Continuar", step: "Um passo", reveal: "Revelar",
                      hide: "Esconder", next_round: "Próxima", new_match: "Partida",
                      download: "Baixar", actions: "Ações" };
  const room = (over = {}) => ({ role: "watch", paused: false, revealed: false, away: false,
                                 note: "Assistindo", text: ROOM_TEXT, seats: [], ...over });

  it("draws the watch link's table large, with no control that acts", () => {
    const root = mount(makeView({ room: room(), can_step: false,
                                  seats: [seat(0, { cards: null }), seat(1, { cards: null })] }));
    expect(root.classList.contains("ctl-g-large")).toBe(true);
    expect($$("button")).toHaveLength(0);
    expect($("[data-key=room-note]").textContent).toBe("Assistindo");
    expect(root.dataset.away).toBe("0");
  });

  it("gives the host link the host's actions, each sent as an intent", () => {
    const root = mount(makeView({
      can_step: true,
      room: room({ role: "host", paused: true, note: "pausado",
                   seats: [{ seat: 0, bot: false, label: "Bot no lugar 0" },
                           { seat: 1, bot: true, label: "Bot no lugar 1" }] }) }));
    expect(root.classList.contains("ctl-g-large")).toBe(false);
    expect($("[data-key=host-resume]").getAttribute("aria-pressed")).toBe("true");
    $("[data-key=host-resume]").click();
    $("[data-key=host-step]").click();
    $("[data-key=host-reveal]").click();
    $('[data-key="bot#1"]').click();
    $("[data-key=host-download]").click();
    expect(sent()).toEqual([{ type: "host", action: "resume" }, { type: "host", action: "step" },
                            { type: "host", action: "reveal" }, { type: "bot_seat", seat: 1 },
                            { type: "host", action: "download" }]);
    expect($('[data-key="bot#1"]').getAttribute("aria-pressed")).toBe("true");
  });

  it("asks the host before Next round or New match end a game being played", () => {
    const ask = { next_round: "Encerrar a rodada?", new_match: "Encerrar o jogo?",
                  yes: "Sim, encerrar", no: "Não, continuar" };
    mount(makeView({ room: room({ role: "host", game_on: true, ask }) }));
    $("[data-key=host-next_round]").click();
    expect(sent()).toEqual([]); // nothing sent before the answer
    expect($("[data-key=ask]").textContent).toContain("Encerrar a rodada?");
    expect(document.activeElement.dataset.key).toBe("ask-no"); // the answer that ends nothing
    $("[data-key=ask]").dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect($("[data-key=ask]")).toBeNull();
    expect(sent()).toEqual([]);
    $("[data-key=host-new_match]").click();
    $("[data-key=ask-yes]").click();
    expect(sent()).toEqual([{ type: "host", action: "new_match", force: true }]);
    model.set("view", makeView({ room: room({ role: "host", game_on: false, ask }) }));
    $("[data-key=host-next_round]").click(); // no game on: at once, nothing to end
    expect(sent().at(-1)).toEqual({ type: "host", action: "next_round" });
  });

  it("makes a replaced table inert, with the action that takes the seat back", () => {
    const view = makeView({ learner: null, seats: [seat(0, { learner: true }), seat(1, { cards: null })],
                            room: room({ role: "seat", replaced: true,
                                         note: "Link aberto em outro lugar",
                                         text: { ...ROOM_TEXT, take_seat: "Retomar o lugar" } }) });
    mount(view);
    expect($$("button").map((b) => b.dataset.key)).toEqual(["take-seat"]);
    $("[data-key=take-seat]").click();
    expect(sent()).toEqual([{ type: "take_seat" }]);
  });

  it("shows the teacher's marks on each seat", () => {
    mount(makeView({ room: room({ role: "host" }),
                     seats: [seat(0, { marks: ["link aberto em outro lugar 2 vezes"] }), seat(1)] }));
    expect($$("[data-key=mark]").map((m) => m.textContent)).toEqual(["link aberto em outro lugar 2 vezes"]);
  });

  it("downloads the log Python sends", () => {
    mount(makeView({ room: room({ role: "host" }) }));
    URL.createObjectURL = vi.fn(() => "blob:log");
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    for (const f of model.handlers["msg:custom"]) f({ type: "download", name: "sala.json", text: "{}" });
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
    clicked.mockRestore();
  });
});
