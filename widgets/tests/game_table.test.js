// Unit tests of the game table's render code, with a fake model (no kernel, no Jupyter).
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import widget, { Faces, h } from "../game_table.js";

const TEXT = new Proxy({}, { get: (_t, key) => (typeof key === "string" ? `[${key}]` : undefined) });

const face = (code) => `<svg class="ctl-card" role="img" aria-label="${code}"><title>${code}</title></svg>`;

function seat(n, over = {}) {
  return {
    seat: n, name: `Jogador ${n}`, level: "greedy", learner: false, count: 9,
    count_text: "9 cartas", cards: ["Ac", "2c", "3c"].map((code) => ({ code, label: code })),
    turn: n === 0, na_boa: false, out: false, points: null, ...over,
  };
}

function makeView(over = {}) {
  return {
    ack: 0, lang: "pt", text: TEXT, preset: "oficial", seed: 0, open_hands: true,
    auto: false, speed: 1, speeds: [{ value: 1, label: "1/s" }, { value: 2, label: "2/s" }],
    over: false, waiting: false, can_step: true, status: "Vez do jogador 0",
    vira: { code: "8c", label: "Vira: oito de paus" }, stock: 60,
    lixeira: { code: "Kd", label: "Lixeira: rei de ouros" }, lixeira_size: 1,
    seats: [seat(0), seat(1)], learner: null, log: [], error: null, ...over,
  };
}

class FakeModel {
  constructor(state) {
    this.state = state;
    this.handlers = {};
    this.sent = [];
  }
  get(key) { return this.state[key]; }
  set(key, value) {
    this.state[key] = value;
    for (const f of this.handlers["change:" + key] || []) f();
  }
  on(event, f) { (this.handlers[event] ||= []).push(f); }
  off(event, f) { this.handlers[event] = (this.handlers[event] || []).filter((g) => g !== f); }
  send(msg) { this.sent.push(msg); }
}

let el;
let model;
let cleanup;

function mount(view = makeView()) {
  const faces = { back: face("back") };
  for (const code of ["Ac", "2c", "3c", "8c", "Kd"]) faces[code] = face(code);
  model = new FakeModel({ view, faces });
  cleanup = widget.render({ model, el });
  return el.querySelector(".ctl-g-root");
}

const $ = (sel) => el.querySelector(sel);
const $$ = (sel) => [...el.querySelectorAll(sel)];

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
    expect($(".ctl-g-monte").disabled).toBe(true);
  });

  it("draws a hidden hand as backs, with no card codes", () => {
    mount(makeView({ seats: [seat(0), seat(1, { cards: null, count: 4 })] }));
    const hidden = $('[data-seat="1"]');
    expect(hidden.querySelectorAll(".ctl-g-hidden")).toHaveLength(4);
    expect(hidden.querySelector("[data-card]")).toBeNull();
  });

  it("shows the error and the ack", () => {
    const root = mount(makeView({ error: "não é a sua vez", ack: 3 }));
    expect($(".ctl-g-error").textContent).toBe("não é a sua vez");
    expect(root.dataset.ack).toBe("3");
  });

  it("ships every class with the ctl-g- prefix", () => {
    const css = readFileSync(resolve(__dirname, "../game_table.css"), "utf8");
    const classes = [...css.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/\.([a-zA-Z][\w-]*)/g)]
      .map((m) => m[1]);
    expect(classes.length).toBeGreaterThan(10);
    for (const name of classes) expect(name.startsWith("ctl-g-") || name.startsWith("ctl-card")).toBe(true);
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

  it("a learner draws, discards, goes out and announces by clicking", () => {
    const learner = { seat: 0, my_turn: true, phase: "discard", bate_with_10: true, na_boa_calls: true };
    mount(makeView({ learner, seats: [seat(0, { learner: true }), seat(1)] }));
    $(".ctl-g-monte").click();
    $(".ctl-g-lixeira").click();
    $('[data-seat="0"] [data-card="2c"]').click();
    $("[data-key=bater]").click(); // bater mode: the next card clicked goes out with it
    expect($("[data-key=bater]").getAttribute("aria-pressed")).toBe("true");
    $('[data-seat="0"] [data-card="3c"]').click();
    $("[data-key=bater10]").click();
    $("[data-key=na-boa]").click();
    expect(model.sent.map(({ seq, ...m }) => m)).toEqual([
      { type: "draw", source: "monte" }, { type: "draw", source: "lixeira" },
      { type: "discard", card: "2c" }, { type: "bater", card: "3c" },
      { type: "bater", card: null }, { type: "na_boa" },
    ]);
    expect($('[data-seat="1"] button')).toBeNull(); // other hands are not clickable
  });

  it("an announced learner jumps the queue with the card clicked next", () => {
    const learner = { seat: 0, my_turn: false, phase: "draw", bate_with_10: true,
                      na_boa_calls: true, can_furar: true };
    mount(makeView({ learner, seats: [seat(0, { learner: true }), seat(1)] }));
    $("[data-key=furar]").click();
    expect($("[data-key=furar]").getAttribute("aria-pressed")).toBe("true");
    $('[data-seat="0"] [data-card="2c"]').click();
    expect(model.sent.map(({ seq, ...m }) => m)).toEqual([{ type: "furar", card: "2c" }]);
    model.set("view", makeView({ learner: { ...learner, can_furar: false },
                                 seats: [seat(0, { learner: true }), seat(1)] }));
    expect($("[data-key=furar]")).toBeNull();
  });
});

describe("the coach", () => {
  const grade = (g, why) => ({ grade: g, name: `[${g}]`, move: "discard 9s", best: "discard 2d",
                               why, turn: 3, kind: "discard" });

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
    expect(model.sent).toEqual([{ type: "step", seq: 1 }]);
    vi.advanceTimersByTime(2000);
    expect(model.sent).toHaveLength(1); // no answer yet: no second step
    model.set("view", makeView({ auto: true, speed: 2, ack: 1 }));
    vi.advanceTimersByTime(500);
    expect(model.sent).toHaveLength(2);
    model.set("view", makeView({ auto: false, ack: 2 }));
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

describe("helpers", () => {
  it("h sets attributes, listeners and children", () => {
    let clicked = 0;
    const node = h("button", { class: "x", disabled: false, onclick: () => { clicked += 1; } }, "a", 1, null);
    node.click();
    expect(node.outerHTML).toBe('<button class="x">a1</button>');
    expect(clicked).toBe(1);
  });

  it("Faces clones a face, hidden from screen readers, or names a missing one", () => {
    const faces = new Faces();
    faces.set({ Ac: face("Ac") });
    const a = faces.node("Ac");
    expect(a.getAttribute("aria-hidden")).toBe("true");
    expect(a.hasAttribute("role")).toBe(false);
    expect(faces.node("Ac")).not.toBe(a);
    expect(faces.node("Zz").textContent).toBe("Zz");
  });
});
