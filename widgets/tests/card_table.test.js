// Unit tests of the card table's render code, with a fake model (no kernel, no Jupyter).
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import widget from "../card_table.js";
import { Faces, h, roving } from "../shared.js";
import { FakeModel } from "./fake_model.js";

const TEXT = new Proxy({}, { get: (_t, key) => (typeof key === "string" ? `[${key}]` : undefined) });

const face = (code) =>
  `<svg class="ctl-card ctl-card-sm" role="img" aria-label="${code}"><title>${code}</title></svg>`;

function card(code, size = "sm", extra = {}) {
  return { code, face: `${code}/${size}`, label: `label ${code}`, ...extra };
}

function deckCard(code, live = 2, extra = {}) {
  return card(code, "sm", { live, wild: false, held: 0, why: live ? null : `why ${code}`, ...extra });
}

function makeView(over = {}) {
  const ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
  return {
    ack: 0, lang: "pt", html_lang: "pt-BR", text: TEXT,
    langs: [{ id: "pt", label: "Português" }, { id: "en", label: "English" }],
    preset: "megajogos",
    presets: [{ id: "oficial", label: "oficial" }, { id: "megajogos", label: "megajogos" }],
    four_color: false, has_vira: true,
    deck: ["c", "d", "h", "s"].map((s) => ranks.map((r) => deckCard(r + s))),
    vira: null, curinga: "Preset megajogos: vira ainda não escolhida.",
    hand: [], hand_text: "", seen: [],
    status: "Mão vazia", badges: [], splits: [], split_count: 0, splits_open: false,
    splits_note: "", formed: [], loose: [],
    outs: null, discards: null, faces: {}, error: null, pending: null,
    can_undo: false, can_reset: false, ...over,
  };
}

function allFaces() {
  const out = {};
  for (const s of "cdhs") {
    for (const r of ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]) {
      out[`${r}${s}/sm`] = face(r + s);
      out[`${r}${s}/md`] = face(r + s);
    }
  }
  return out;
}

let el;
let model;
let cleanup;

function mount(view = makeView()) {
  model = new FakeModel({ view, faces: allFaces() });
  cleanup = widget.render({ model, el });
  return el.querySelector(".ctl-t-root");
}

const $ = (sel) => el.querySelector(sel);
const $$ = (sel) => [...el.querySelectorAll(sel)];
const deckButton = (code) => $(`.ctl-t-deck [data-card="${code}"]`);

beforeEach(() => {
  el = document.createElement("div");
  document.body.append(el);
});

afterEach(() => {
  if (cleanup) cleanup();
  el.remove();
});

describe("what a screen reader hears", () => {
  it("a refusal is one alert outside any live region, said again when refused again", () => {
    mount();
    model.sent = [];
    model.set("view", makeView({ ack: 1, error: "Não dá para pôr Ac na mão" }));
    const first = $(".ctl-t-error");
    expect(first.getAttribute("role")).toBe("alert");
    expect(first.parentElement.closest("[aria-live]")).toBeNull();
    model.set("view", makeView({ ack: 1, error: "Não dá para pôr Ac na mão", status: "x" }));
    expect($(".ctl-t-error")).toBe(first); // drawn again: not said again
    model.set("view", makeView({ ack: 2, error: "Não dá para pôr Ac na mão" }));
    expect($(".ctl-t-error")).not.toBe(first); // a new answer, the same refusal: said again
  });

  it("the badges are for the eye: the sentence says the same once", () => {
    mount(makeView({ status: "Não está na boa: faltam 5.",
                     badges: [{ tone: "plain", text: "faltam 5" }] }));
    expect($(".ctl-t-badges").getAttribute("aria-hidden")).toBe("true");
  });

  it("Copy says copied, then Copy again", async () => {
    vi.useFakeTimers();
    try {
      mount(makeView({ hand_text: "5h" }));
      $("[data-key='copy']").click();
      await Promise.resolve();
      expect($("[data-key='copy']").textContent).toBe("[copied]");
      vi.advanceTimersByTime(2100);
      expect($("[data-key='copy']").textContent).toBe("[copy]");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the deck", () => {
  it("draws every card with its label and live copies", () => {
    mount();
    expect($$(".ctl-t-deckcard")).toHaveLength(52);
    const b = deckButton("7h");
    expect(b.getAttribute("aria-label")).toBe("label 7h");
    expect(b.querySelector(".ctl-t-count").textContent).toBe("×2");
    expect(b.querySelector("svg").getAttribute("aria-hidden")).toBe("true");
  });

  it("sends an add message with a sequence number on click", () => {
    mount();
    deckButton("7h").click();
    deckButton("8h").click();
    expect(model.sent).toMatchObject([{ type: "add", seq: 1, card: "7h" }, { type: "add", seq: 2, card: "8h" }]);
    expect($(".ctl-t-root").dataset.sent).toBe("2");
  });

  it("refuses a card with no live copy and says why", () => {
    const view = makeView();
    view.deck[2][6] = deckCard("7h", 0);
    mount(view);
    const b = deckButton("7h");
    expect(b.getAttribute("aria-disabled")).toBe("true");
    b.click();
    expect(model.sent).toEqual([]);
    expect($(".ctl-t-error").textContent).toBe("why 7h");
    expect($(".ctl-t-error").getAttribute("role")).toBe("alert");
  });

  it("lights the curingas up", () => {
    const view = makeView();
    view.deck[0][8] = deckCard("9c", 2, { wild: true });
    mount(view);
    expect(deckButton("9c").classList.contains("ctl-t-wild")).toBe(true);
    expect(deckButton("8c").classList.contains("ctl-t-wild")).toBe(false);
  });

  it("moves the focus with the arrow keys, one card in the Tab order", () => {
    mount();
    const first = deckButton("Ac");
    expect($$(".ctl-t-deckcard").filter((b) => b.tabIndex === 0)).toEqual([first]);
    first.focus();
    first.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    expect(document.activeElement).toBe(deckButton("2c"));
    document.activeElement.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true }));
    expect(document.activeElement).toBe(deckButton("2d"));
    document.activeElement.dispatchEvent(new KeyboardEvent("keydown", { key: "End", bubbles: true }));
    expect(document.activeElement).toBe(deckButton("Ks"));
    expect($$(".ctl-t-deckcard").filter((b) => b.tabIndex === 0)).toEqual([deckButton("Ks")]);
  });

  it("keeps the focus on the same card when the view changes", () => {
    mount();
    deckButton("5d").focus();
    deckButton("5d").click();
    model.set("view", makeView({ ack: 1, hand: [card("5d", "md")], hand_text: "5d" }));
    expect(document.activeElement).toBe(deckButton("5d"));
    expect($(".ctl-t-root").dataset.ack).toBe("1");
  });
});

describe("modes: vira and seen cards", () => {
  it("picks the vira, then goes back to adding to the hand", () => {
    mount();
    $("[data-key='mode-vira']").click();
    expect($("[data-key='mode-vira']").getAttribute("aria-pressed")).toBe("true");
    deckButton("8c").click();
    expect(model.sent.at(-1)).toMatchObject({ type: "set_vira", card: "8c" });
    deckButton("5h").click();
    expect(model.sent.at(-1)).toMatchObject({ type: "add", card: "5h" });
  });

  it("marks seen cards and takes them back", () => {
    mount(makeView({ seen: [card("Kd")] }));
    $("[data-key='mode-seen']").click();
    deckButton("Qd").click();
    expect(model.sent.at(-1)).toMatchObject({ type: "add_seen", card: "Qd" });
    $(".ctl-t-seen button").click();
    expect(model.sent.at(-1)).toMatchObject({ type: "remove_seen", card: "Kd" });
  });

  it("is one stop in the Tab order; the arrow keys move between the modes", () => {
    mount();
    const modes = $$(".ctl-t-mode");
    expect(modes.map((m) => m.tabIndex)).toEqual([0, -1, -1]);
    modes[0].focus();
    modes[0].dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    expect(document.activeElement.dataset.key).toBe("mode-vira");
    document.activeElement.click();
    expect(document.activeElement.dataset.key).toBe("mode-vira");
    expect($$(".ctl-t-mode").map((m) => m.tabIndex)).toEqual([-1, 0, -1]);
  });

  it("disables the vira mode for a preset without vira", () => {
    mount(makeView({ has_vira: false }));
    expect($("[data-key='mode-vira']").disabled).toBe(true);
  });

  it("shows the vira and its sentence; clicking the vira clears it", () => {
    mount(makeView({ vira: card("8c", "sm", { label: "Vira: oito de paus" }),
                     curinga: "vira 8♣ → curingas 9♣ e 9♠ (mesma cor)" }));
    expect($(".ctl-t-curinga").textContent).toBe("vira 8♣ → curingas 9♣ e 9♠ (mesma cor)");
    $("[data-key='vira']").click();
    expect(model.sent.at(-1)).toMatchObject({ type: "set_vira", card: null });
  });
});

describe("the hand", () => {
  it("draws the hand as buttons; a click takes a card back", () => {
    mount(makeView({ hand: [card("5h", "md"), card("6h", "md", { wild: true })],
                     hand_text: "5h 6h" }));
    const buttons = $$(".ctl-t-handrow button");
    expect(buttons.map((b) => b.dataset.card)).toEqual(["5h", "6h"]);
    expect(buttons[1].classList.contains("ctl-t-wild")).toBe(true);
    buttons[0].click();
    expect(model.sent.at(-1)).toMatchObject({ type: "remove", card: "5h" });
  });

  it("sends pasted text on Enter and on the button", () => {
    mount(makeView({ hand_text: "5h" }));
    const input = $("[data-key='hand-text']");
    expect(input.value).toBe("5h");
    input.value = "5h 6h 7h";
    input.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter" }));
    expect(model.sent.at(-1)).toMatchObject({ type: "paste", text: "5h 6h 7h" });
    $("[data-key='paste']").click();
    expect(model.sent.at(-1)).toMatchObject({ type: "paste", text: "5h 6h 7h" });
  });

  it("keeps what is being typed when an unrelated update comes", () => {
    mount(makeView({ hand_text: "5h" }));
    const input = $("[data-key='hand-text']");
    input.focus();
    input.value = "5h 6";
    model.set("view", makeView({ hand_text: "5h", error: "carta desconhecida" }));
    expect($("[data-key='hand-text']").value).toBe("5h 6");
    model.set("view", makeView({ hand_text: "5h 6h" }));
    expect($("[data-key='hand-text']").value).toBe("5h 6h");
  });
});

describe("the controls", () => {
  it("sends preset, language and four-colour changes", () => {
    mount();
    const preset = $("[data-key='preset']");
    expect(preset.value).toBe("megajogos");
    preset.value = "oficial";
    preset.dispatchEvent(new Event("change"));
    const lang = $("[data-key='lang']");
    lang.value = "en";
    lang.dispatchEvent(new Event("change"));
    const four = $("[data-key='four']");
    four.checked = true;
    four.dispatchEvent(new Event("change"));
    expect(model.sent.map((m) => m.type)).toEqual(["set_preset", "set_lang", "set_four_color"]);
    expect(model.sent[0].preset).toBe("oficial");
    expect(model.sent[1].lang).toBe("en");
    expect(model.sent[2].value).toBe(true);
  });

  it("enables undo and reset from the view", () => {
    mount();
    // nothing to undo: inert, yet focusable (the focus is not thrown out of the bar)
    expect($("[data-key='undo']").getAttribute("aria-disabled")).toBe("true");
    $("[data-key='undo']").click();
    expect(model.sent).toEqual([]);
    model.set("view", makeView({ can_undo: true, can_reset: true }));
    $("[data-key='undo']").click();
    $("[data-key='reset']").click();
    expect(model.sent.map((m) => m.type)).toEqual(["undo", "reset"]);
  });

  it("asks before dropping cards and sends the answer", () => {
    mount(makeView({ pending: "a mão tem coringa (JK); mudar tirando 1 coringa?" }));
    expect(document.activeElement.dataset.key).toBe("confirm");
    expect($(".ctl-t-pending").getAttribute("role")).toBe("alertdialog");
    $("[data-key='confirm']").click();
    $("[data-key='cancel']").click();
    expect(model.sent.map((m) => m.type)).toEqual(["confirm", "cancel"]);
  });

  it("keeps the status line in place for screen readers", () => {
    mount(makeView({ status: "Mão vazia" }));
    const line = $(".ctl-t-status");
    expect(line.getAttribute("role")).toBe("status");
    model.set("view", makeView({ status: "Na boa", badges: [{ tone: "warn", text: "na boa" }] }));
    expect($(".ctl-t-status")).toBe(line);
    expect(line.textContent).toBe("na boaNa boa");
  });

  it("shows the engine's error", () => {
    mount(makeView({ error: "a mão tem 11 cartas" }));
    expect($(".ctl-t-error").textContent).toBe("a mão tem 11 cartas");
  });

  it("uses the four-colour class and the language of the view", () => {
    const root = mount(makeView({ four_color: true, lang: "en", html_lang: "en" }));
    expect(root.classList.contains("ctl-t-four")).toBe(true);
    expect(root.lang).toBe("en");
  });
});

describe("keyboard, focus and names", () => {
  const focused = () => document.activeElement && document.activeElement.dataset.key;

  it("Reset and the last Undo keep the focus where it is, not on the deck", () => {
    mount(makeView({ can_undo: true, can_reset: true }));
    $("[data-key='reset']").focus();
    $("[data-key='reset']").click();
    model.set("view", makeView({ ack: 1, can_undo: true, can_reset: false }));
    expect(focused()).toBe("reset");
    $("[data-key='undo']").focus();
    $("[data-key='undo']").click();
    model.set("view", makeView({ ack: 2, can_undo: false, can_reset: false }));
    expect(focused()).toBe("undo");
    expect($("[data-key='undo']").getAttribute("aria-disabled")).toBe("true");
  });

  it("taking back the last card of the hand leaves the focus on the hand's text", () => {
    mount(makeView({ hand: [card("5h", "md")], hand_text: "5h" }));
    $("[data-key='hand#0']").focus();
    $("[data-key='hand#0']").click();
    model.set("view", makeView({ ack: 1, hand: [], hand_text: "" }));
    expect(focused()).toBe("hand-text");
  });

  it("after either answer to the preset question the focus is on Rules", () => {
    for (const answer of ["confirm", "cancel"]) {
      mount(makeView({ pending: "mudar?" }));
      expect(focused()).toBe("confirm");
      $(`[data-key='${answer}']`).focus();
      $(`[data-key='${answer}']`).click();
      model.set("view", makeView({ ack: 1, pending: null }));
      expect(focused()).toBe("preset");
      cleanup();
      el.replaceChildren();
    }
  });

  it("shows a bad typed hand's error next to the input, announced, not at the top", () => {
    mount(makeView({ hand_text: "" }));
    const input = $("[data-key='hand-text']");
    input.focus();
    input.value = "5h xx";
    input.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    expect(model.sent.at(-1)).toMatchObject({ type: "paste", text: "5h xx" });
    model.set("view", makeView({ ack: 1, error: "carta desconhecida 'xx'", hand_text: "" }));
    const again = $("[data-key='hand-text']");
    expect(document.activeElement).toBe(again);
    expect(again.value).toBe("5h xx"); // what was typed stays, to be corrected
    const error = $(".ctl-t-texterror");
    expect(error.textContent).toBe("carta desconhecida 'xx'");
    expect(error.getAttribute("aria-live")).toBe("assertive");
    expect(again.getAttribute("aria-invalid")).toBe("true");
    expect(again.getAttribute("aria-describedby")).toBe(error.id);
    expect(error.closest(".ctl-t-hand")).not.toBeNull();
    expect($(".ctl-t-messages .ctl-t-error")).toBeNull();
    $("[data-key='mode-seen']").click(); // a redraw of the same view keeps it there
    expect($(".ctl-t-texterror").textContent).toBe("carta desconhecida 'xx'");
    expect($(".ctl-t-messages .ctl-t-error")).toBeNull();
    // an error about a click stays at the top
    deckButton("7h").click();
    model.set("view", makeView({ ack: 2, error: "a mão tem 11 cartas" }));
    expect($(".ctl-t-messages .ctl-t-error").textContent).toBe("a mão tem 11 cartas");
    expect($(".ctl-t-texterror").textContent).toBe("");
  });

  it("names the mode group and reads the extra outs in words", () => {
    const more = { count: 2, text: "+2", label: "mais 2: seis de paus, 1 cópia viva; …" };
    mount(makeView({
      discards: [{ ...card("2s"), name: "dois de espadas", tone: "plain", state: "faltam 2",
                   outs: [card("4s", "sm", { live: 2 })], more_outs: more, live_outs: 2,
                   missing: 2, preview: { title: "x", cards: [], melds: [] } }],
    }));
    expect($(".ctl-t-modes").getAttribute("aria-label")).toBe("[modes]");
    const extra = $(".ctl-t-more");
    expect(extra.querySelector("[aria-hidden='true']").textContent).toBe("+2");
    expect(extra.querySelector(".cacheta-sr").textContent).toBe(more.label);
    expect(extra.hasAttribute("aria-label")).toBe(false);
    expect($(".ctl-t-dcard .cacheta-sr").textContent).toBe("dois de espadas");
  });

  it("asks for more splits a page at a time", () => {
    const split = (n) => ({ title: "divisão " + n, melds: [] });
    mount(makeView({ splits: [split(1), split(2)], split_count: 9, splits_open: true,
                     splits_note: "1 de 8 à vista", splits_more: "Mostrar mais 5" }));
    const more = $("[data-key='more-splits']");
    expect(more.textContent).toBe("Mostrar mais 5");
    more.click();
    expect(model.sent.at(-1)).toMatchObject({ type: "more_splits" });
  });

  it("uses the counted titles of the hand and the cards seen", () => {
    mount(makeView({ hand_title: "Mão: 1 carta", seen_title: "Vistas (lixeira): 2 cartas" }));
    const labels = $$(".ctl-t-label").map((x) => x.textContent);
    expect(labels).toContain("Mão: 1 carta");
    expect(labels).toContain("Vistas (lixeira): 2 cartas");
  });
});

describe("the analysis", () => {
  const meld = (label, codes) => ({ label, title: label, cards: codes.map((c) => card(c)) });

  it("shows the status, badges and the first split; the others behind a click", () => {
    const faces = { "9c/sm/7h.9c": face("9c=7h") };
    const first = { title: "bate descartando 2♠", melds: [meld("trinca de reis", ["Kc", "Kd", "Ks"]),
      { label: "sequência de copas 5-6-7", title: "", cards: [card("5h"), card("6h"),
        { code: "9c", face: "9c/sm/7h.9c", label: null }] }] };
    const second = { title: "bate descartando 3♠", melds: [meld("trinca de reis", ["Kc", "Kd", "Ks"])] };
    const view = { status: "Bate com 9 descartando 2♠.", badges: [{ tone: "good", text: "bate" }],
                   splits: [first], split_count: 5, faces };
    mount(makeView(view));
    expect($(".ctl-t-status").textContent).toBe("bateBate com 9 descartando 2♠.");
    expect($(".ctl-t-badge.ctl-t-good").textContent).toBe("bate");
    const labels = $$(".ctl-t-analysis > .ctl-t-split .ctl-t-meldlabel").map((x) => x.textContent);
    expect(labels).toEqual(["trinca de reis", "sequência de copas 5-6-7"]);
    expect($(".ctl-t-analysis > .ctl-t-split svg[aria-label='9c=7h']")).not.toBeNull();
    const details = $(".ctl-t-others");
    expect(details.open).toBe(false);
    expect(details.querySelector("summary").textContent).toBe("[other_splits]: 4");
    details.open = true;
    details.dispatchEvent(new Event("toggle"));
    expect(model.sent.at(-1)).toMatchObject({ type: "show_splits", open: true });
    model.set("view", makeView({ ...view, splits: [first, second], splits_open: true,
                                 splits_note: "the first 1 here" }));
    const open = $(".ctl-t-others");
    expect(open.open).toBe(true);
    expect(open.querySelector("summary").textContent).toBe("[other_splits]: 4 (the first 1 here)");
    expect(open.querySelectorAll(".ctl-t-split")).toHaveLength(1);
    open.dispatchEvent(new Event("toggle"));  // still open: nothing to ask
    expect(model.sent).toHaveLength(1);
  });

  it("shows the melds formed so far and the loose cards", () => {
    mount(makeView({ formed: [meld("trinca de reis", ["Kc", "Kd", "Ks"])], loose: [card("2h")] }));
    expect($(".ctl-t-meldlabel").textContent).toBe("trinca de reis");
    expect($(".ctl-t-loose svg[aria-label='2h']")).not.toBeNull();
  });

  it("shows the outs of a 9-card hand with live copies, dead ones faded", () => {
    mount(makeView({ outs: [card("4s", "sm", { live: 2 }), card("9h", "sm", { live: 0 })] }));
    const outs = $$(".ctl-t-out");
    expect(outs.map((o) => o.querySelector(".ctl-t-live").textContent)).toEqual(["×2", "×0"]);
    expect(outs[1].classList.contains("ctl-t-dead")).toBe(true);
    expect(outs[0].getAttribute("aria-label")).toBe("label 4s");
  });

  it("draws the discard table and previews the hand a discard leaves", () => {
    const row = (code, tone, state, outs, preview) => ({
      ...card(code), tone, state, outs, live_outs: outs.reduce((n, o) => n + o.live, 0),
      missing: tone === "plain" ? 2 : 1, preview,
    });
    mount(makeView({
      discards: [
        row("2s", "warn", "na boa", [card("4s", "sm", { live: 2 })],
            { title: "Descartando 2♠", cards: [card("5h"), card("6h")], melds: [] }),
        row("5h", "plain", "faltam 2", [],
            { title: "Descartando 5♥", cards: [card("2s"), card("6h")], melds: [] }),
      ],
    }));
    const rows = $$(".ctl-t-drow");
    expect(rows).toHaveLength(2);
    expect(rows[0].querySelector(".ctl-t-badge").textContent).toBe("na boa");
    expect(rows[0].querySelectorAll(".ctl-t-num")[0].textContent).toBe("2");
    expect(rows[1].textContent).toContain("[no_outs]");
    expect($(".ctl-t-discardblock .ctl-t-hint").textContent).toBe("[preview_hint]");
    const preview = $(".ctl-t-preview");
    expect(preview.hidden).toBe(true);
    // no live region: a mouse over the rows says nothing; the preview describes the row
    expect(preview.getAttribute("aria-live")).toBeNull();
    expect(rows[0].getAttribute("aria-describedby")).toBe(preview.id);
    rows[0].dispatchEvent(new Event("mouseover", { bubbles: true }));
    expect(preview.hidden).toBe(false);
    expect($(".ctl-t-preview .ctl-t-label").textContent).toBe("Descartando 2♠");
    rows[0].focus();
    rows[0].dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true }));
    expect(document.activeElement).toBe($$(".ctl-t-drow")[1]);
    expect($(".ctl-t-preview .ctl-t-label").textContent).toBe("Descartando 5♥");
    // the card cell is named in words; the preview goes when the focus leaves the table
    expect(rows[0].querySelector(".ctl-t-dcard .cacheta-sr").textContent).toBe("2s");
    expect(rows[0].querySelector(".ctl-t-dcard svg").getAttribute("aria-hidden")).toBe("true");
    $("[data-key='undo']").disabled = false;
    $("[data-key='undo']").focus();
    expect(preview.hidden).toBe(true);
  });
});

describe("building blocks", () => {
  it("h() sets attributes, listeners and children", () => {
    let clicked = 0;
    const b = h("button", { class: "x", disabled: false, "aria-pressed": "true",
                            onclick: () => { clicked += 1; } }, "a", null, ["b", 3]);
    b.click();
    expect(b.outerHTML).toBe('<button class="x" aria-pressed="true">ab3</button>');
    expect(clicked).toBe(1);
  });

  it("Faces clones each face from one parsed template", () => {
    const faces = new Faces();
    faces.set({ "7h/sm": face("7h") });
    const a = faces.node("7h/sm");
    const b = faces.node("7h/sm");
    expect(a).not.toBe(b);
    expect(a.getAttribute("aria-label")).toBe("7h");
    expect(faces.node("x/sm", { "x/sm": face("x") }).getAttribute("aria-label")).toBe("x");
    expect(faces.node("missing").textContent).toBe("missing");
  });

  it("roving() leaves one member in the Tab order", () => {
    const items = [h("button"), h("button"), h("button")];
    const group = roving(h("div", {}, items), items, 0, 1);
    document.body.append(group);
    expect(items.map((i) => i.tabIndex)).toEqual([-1, 0, -1]);
    items[2].focus();
    expect(items.map((i) => i.tabIndex)).toEqual([-1, -1, 0]);
    items[2].dispatchEvent(new KeyboardEvent("keydown", { key: "Home", bubbles: true }));
    expect(document.activeElement).toBe(items[0]);
    group.remove();
  });

  it("reuses the nodes of cards whose data did not change", () => {
    mount();
    const before = deckButton("7h");
    const other = deckButton("8h");
    const view = makeView({ ack: 1 });
    view.deck[2][7] = deckCard("8h", 1, { held: 1 });
    model.set("view", view);
    expect(deckButton("7h")).toBe(before);
    expect(deckButton("8h")).not.toBe(other);
    expect(deckButton("8h").querySelector(".ctl-t-count").textContent).toBe("×1");
    model.set("faces", allFaces());
    expect(deckButton("7h")).not.toBe(before);
  });

  it("redraws when the faces change and stops listening when removed", () => {
    mount();
    model.set("faces", { ...allFaces(), "7h/sm": face("new 7h") });
    expect(deckButton("7h").querySelector("svg").getAttribute("aria-label")).toBe("new 7h");
    cleanup();
    cleanup = null;
    expect(model.handlers["change:view"]).toEqual([]);
  });

  it("uses only class names with the project's prefix", () => {
    mount(makeView({ error: "x", pending: "y", outs: [card("4s", "sm", { live: 1 })],
                     hand: [card("5h", "md")] }));
    const classes = new Set($$("*").flatMap((n) => [...n.classList]));
    for (const name of classes) expect(name).toMatch(/^(ctl-|cacheta-)/);
  });

  it("the stylesheet only styles classes with the table's prefix", () => {
    const css = readFileSync(resolve(process.cwd(), "card_table.css"), "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "").replace(/^@import .*$/m, "");
    const classes = css.match(/\.[a-zA-Z_][\w-]*/g) || [];
    expect(classes.length).toBeGreaterThan(20);
    for (const name of classes) expect(name).toMatch(/^\.(ctl-t-|cacheta-)/);
  });
});
