// The card table's front end: it draws the `view` that Python computes and sends the user's
// clicks back as messages ({type, seq, ...}). It knows no rule of the game: every word, count
// and card face it shows comes from the model.

import { TableView, activeKey, focusFirst, h, mount, roving } from "./shared.js";

const P = "ctl-t-"; // every class of the table starts with this prefix
const SR = "cacheta-sr"; // text for screen readers only
let tables = 0; // tables drawn in this page, for ids unique in the page

// where the focus goes when what had it is gone or disabled after an answer
const FOCUS_AFTER = {
  reset: ["undo", "deck"], undo: ["reset", "deck"],
  confirm: ["preset"], cancel: ["preset"],
  paste: ["hand-text"], vira: ["back", "deck"], hand: ["hand-text"], seen: ["back", "deck"],
  "more-splits": ["others"],
};

/** A card as a clickable button: the face, hidden from screen readers, under a label. */
function cardButton(faces, card, key, extraFaces, onclick) {
  const face = faces.hidden(card.face, extraFaces);
  return h("button", { class: P + "card", type: "button", "data-key": key,
                       "data-card": card.code, "aria-label": card.label || card.code,
                       title: card.label || null, onclick }, face);
}

function cardImage(faces, card, extraFaces) {
  return faces.node(card.face, extraFaces);
}

export class CardTableView extends TableView {
  constructor(model, el) {
    super(model, el, P + "root");
    this.mode = "hand";
    this.preview = null;
    this.notice = null;
    this.kept = new Map(); // nodes of the last draw, by what they show
    this.keeping = new Map();
    // the messages stay in place; an error in it is an alert, announced as it is put there
    // (a live region around it would say it twice)
    this.messageBox = h("div", { class: P + "messages" });
    this.statusLine = h("p", { class: P + "status", role: "status", "aria-live": "polite" });
    tables += 1;
    this.textErrorId = `${P}texterror-${tables}`;
    // next to "Hand as text": what was wrong with the typed hand (announced when it appears)
    this.textError = h("p", { class: P + "texterror", id: this.textErrorId,
                              "aria-live": "assertive" });
    this.previewId = `${P}preview-${tables}`;
    this.sentTypes = new Map(); // seq → type of the messages not answered yet
  }

  send(type, extra = {}) {
    super.send(type, extra);
    this.sentTypes.set(this.seq, type);
  }

  /** The type of the message `view` answers (null when it answers none of this page's); the
   * same again when the same view is drawn again. */
  answeredType(view) {
    const ack = this.ackOf(view);
    if (this.lastAnswer && this.lastAnswer.ack === ack) return this.lastAnswer.type;
    const type = this.sentTypes.get(ack) || null;
    for (const seq of this.sentTypes.keys()) if (seq <= ack) this.sentTypes.delete(seq);
    this.lastAnswer = { ack, type };
    return type;
  }

  /** The node drawn for `data` last time if there was one (unchanged data, unchanged faces),
   * else a new one from `make()`. */
  keep(kind, data, make) {
    const key = kind + "\u0000" + this.facesVersion + JSON.stringify(data);
    const old = this.kept.get(key);
    const node = old && old.length ? old.pop() : make();
    if (!this.keeping.has(key)) this.keeping.set(key, []);
    this.keeping.get(key).push(node);
    return node;
  }

  draw() {
    const view = this.model.get("view") || {};
    if (!view.text) return;
    const started = performance.now();
    this.view = view;
    const key = activeKey(this.root);
    const typing = key === "hand-text" ? this.root.querySelector("[data-key='hand-text']") : null;
    // keep what the user is typing unless the hand itself changed meanwhile
    const typed = typing && view.hand_text === this.typedFrom ? typing.value : null;
    const t = view.text;
    const answered = this.answeredType(view);
    // an error about the typed hand is shown next to the input, others at the top
    this.textErrorText = view.error && answered === "paste" ? view.error : null;
    this.textErrorAck = this.textErrorText ? this.ackOf(view) : null;
    this.root.className = "cacheta-root " + P + "root" + (view.four_color ? " " + P + "four" : "");
    this.root.lang = view.html_lang;
    this.root.setAttribute("aria-label", t.title);
    const bar = this.bar(view, t);
    const messages = this.messages(view, t);
    const main = h("div", { class: P + "main" },
      h("section", { class: P + "deckside", "aria-label": t.deck }, this.modes(view, t),
        this.deck(view, t), this.viraBlock(view, t), this.seenBlock(view, t)),
      h("section", { class: P + "handside", "aria-label": t.hand },
        this.handBlock(view, t), this.analysis(view, t)));
    // the messages' live region stays in place: moved, it would be read out again
    if (messages.parentNode === this.root && this.barNode && this.mainNode) {
      this.barNode.replaceWith(bar);
      this.mainNode.replaceWith(main);
    } else {
      this.root.replaceChildren(bar, messages, main);
    }
    this.barNode = bar;
    this.mainNode = main;
    this.kept = this.keeping;
    this.keeping = new Map();
    this.markAck(view);
    this.typedFrom = view.hand_text;
    if (typed !== null) this.root.querySelector("[data-key='hand-text']").value = typed;
    // a new question takes the focus, so that the keyboard answers it at once; when what had
    // the focus is gone or disabled (Reset, the answers to the question), a neighbour takes it
    const asked = view.pending && view.pending !== this.asked;
    this.asked = view.pending;
    if (asked) focusFirst(this.root, ["confirm"]);
    else if (key) {
      // "back": the deck's card of the vira or seen card just taken back (it is on the deck
      // again); "deck": the deck's card in the Tab order
      const named = { back: this.backTo, deck: this.deckStop };
      const after = (FOCUS_AFTER[key.split("#")[0]] || []).map((k) => (k in named ? named[k] : k));
      focusFirst(this.root, [key, ...after]);
      const now = activeKey(this.root);
      // a neighbour took the focus: bring it into view
      if (now && now !== key) this.root.getRootNode().activeElement.scrollIntoView?.({ block: "nearest" });
    }
    if (this.answered(view)) this.backTo = null;
    this.root.dataset.drawMs = (performance.now() - started).toFixed(1);
  }

  bar(view, t) {
    const preset = h("select", { class: P + "select", "data-key": "preset",
                                 onchange: (e) => this.send("set_preset", { preset: e.target.value }) },
      view.presets.map((p) => h("option", { value: p.id, selected: p.id === view.preset }, p.label)));
    const lang = h("select", { class: P + "select", "data-key": "lang",
                               onchange: (e) => this.send("set_lang", { lang: e.target.value }) },
      view.langs.map((l) => h("option", { value: l.id, selected: l.id === view.lang }, l.label)));
    const four = h("input", { type: "checkbox", "data-key": "four", checked: view.four_color,
                              onchange: (e) => this.send("set_four_color", { value: e.target.checked }) });
    return h("div", { class: P + "bar" },
      h("span", { class: P + "title" }, t.title),
      h("label", { class: P + "field" }, t.rules, preset),
      h("label", { class: P + "field" }, t.lang, lang),
      h("label", { class: P + "field" }, four, t.four_color),
      h("span", { class: P + "spacer" }),
      // inert rather than disabled when there is nothing to undo: the focus stays on them
      h("button", { class: P + "btn", type: "button", "data-key": "undo",
                    "aria-disabled": view.can_undo ? null : "true",
                    onclick: () => { if (this.view.can_undo) this.send("undo"); } }, "↶ " + t.undo),
      h("button", { class: P + "btn", type: "button", "data-key": "reset",
                    "aria-disabled": view.can_reset ? null : "true",
                    onclick: () => { if (this.view.can_reset) this.send("reset"); } }, t.reset));
  }

  /** The error (or a local notice) as an alert, and the question. What is on screen is
   * drawn again only when it changes or when a new answer refuses again (the same refusal
   * twice is said twice), so a redraw never announces it twice. */
  messages(view, t) {
    const box = this.messageBox;
    const error = this.textErrorText ? null : view.error;
    const text = error || this.notice;
    const said = JSON.stringify([text, error ? view.ack : 0, this.notice ? this.notices : 0,
                                 view.pending, t.confirm, t.cancel]);
    this.notice = null;
    if (said === this.said && box.parentNode === this.root) return box;
    this.said = said;
    box.replaceChildren();
    if (text) box.append(h("p", { class: P + "error", role: "alert" }, text));
    if (view.pending) {
      box.append(h("div", { class: P + "pending", role: "alertdialog",
                            "aria-label": view.pending,
                            onkeydown: (e) => {
                              if (e.key === "Escape") { e.preventDefault(); this.send("cancel"); }
                            } },
        h("p", {}, view.pending),
        h("button", { class: P + "btn " + P + "primary", type: "button", "data-key": "confirm",
                      onclick: () => this.send("confirm") }, t.confirm),
        h("button", { class: P + "btn", type: "button", "data-key": "cancel",
                      onclick: () => this.send("cancel") }, t.cancel)));
    }
    return box;
  }

  modes(view, t) {
    const modes = [["hand", t.mode_hand], ["vira", t.mode_vira], ["seen", t.mode_seen]];
    if (!view.has_vira && this.mode === "vira") this.mode = "hand";
    const buttons = modes.map(([id, label]) => h("button", {
      class: P + "mode", type: "button", "data-key": "mode-" + id,
      "aria-pressed": String(this.mode === id), disabled: id === "vira" && !view.has_vira,
      onclick: () => { this.mode = id; this.draw(); },
    }, label));
    const group = h("div", { class: P + "modes", role: "group", "aria-label": t.modes },
      h("span", { class: P + "key", "aria-hidden": "true" }, t.click_to + ":"), buttons);
    return roving(group, buttons, 0, modes.findIndex(([id]) => id === this.mode));
  }

  deck(view, t) {
    const buttons = [];
    const rows = view.deck.map((row) => h("div", { class: P + "deckrow" }, row.map((card) => {
      const button = this.keep("deck", card, () => this.deckButton(card));
      buttons.push(button);
      return button;
    })));
    const group = h("div", { class: P + "deck", role: "group",
                             "aria-label": t.deck + ". " + t.deck_help }, rows);
    roving(group, buttons, 13);
    // "deck" in FOCUS_AFTER: the card of the deck in the Tab order
    const stop = buttons.find((b) => b.tabIndex === 0);
    this.deckStop = stop ? stop.dataset.key : null;
    return group;
  }

  deckButton(card) {
    const button = cardButton(this.faces, card, "deck:" + card.code, null,
                              () => this.pick(card));
    button.classList.add(P + "deckcard");
    if (card.wild) button.classList.add(P + "wild");
    if (card.live <= 0) {
      button.classList.add(P + "none");
      button.setAttribute("aria-disabled", "true");
      button.title = card.why;
    }
    if (card.held) button.classList.add(P + "held");
    button.append(h("span", { class: P + "count", "aria-hidden": "true" }, "×" + card.live));
    return button;
  }

  pick(card) {
    if (card.live <= 0) {
      this.notice = card.why;
      this.notices = (this.notices || 0) + 1; // the same notice again is said again
      this.draw();
      return;
    }
    if (this.mode === "vira") {
      this.mode = "hand";
      this.send("set_vira", { card: card.code });
    } else if (this.mode === "seen") {
      this.send("add_seen", { card: card.code });
    } else {
      this.send("add", { card: card.code });
    }
  }

  viraBlock(view, t) {
    const slot = view.vira
      ? cardButton(this.faces, { ...view.vira, label: view.vira.label + " — " + t.vira_clear },
                   "vira", null, () => {
                     this.backTo = "deck:" + view.vira.code;
                     this.send("set_vira", { card: null });
                   })
      : h("span", { class: P + "empty" }, t.no_vira);
    return h("div", { class: P + "vira" },
      h("span", { class: P + "label" }, t.vira), slot,
      h("p", { class: P + "curinga" }, view.curinga));
  }

  handBlock(view, t) {
    const buttons = view.hand.map((card, i) => this.keep("hand" + i, card, () => {
      const b = cardButton(this.faces, card, "hand#" + i, null,
                           () => this.send("remove", { card: card.code }));
      if (card.wild) b.classList.add(P + "wild");
      return b;
    }));
    const error = this.textErrorText;
    const text = h("input", { class: P + "text", type: "text", "data-key": "hand-text",
                              value: view.hand_text, spellcheck: "false",
                              "aria-invalid": error ? "true" : null,
                              "aria-describedby": error ? this.textErrorId : null,
                              onkeydown: (e) => {
                                if (e.key === "Enter") this.send("paste", { text: e.target.value });
                              } });
    // a new node for each refusal: the same words refused again are said again
    if (!error) {
      if (this.textError.textContent) this.textError.replaceChildren();
    } else if (this.textErrorShown !== this.textErrorAck) {
      this.textError.replaceChildren(h("span", {}, error));
    }
    this.textErrorShown = error ? this.textErrorAck : null;
    const copy = h("button", { class: P + "btn", type: "button", "data-key": "copy",
                               onclick: (e) => this.copy(text, e.currentTarget) }, t.copy);
    const use = h("button", { class: P + "btn", type: "button", "data-key": "paste",
                              onclick: () => this.send("paste", { text: text.value }) }, t.use_text);
    return h("div", { class: P + "hand" },
      h("div", { class: P + "label" }, view.hand_title || t.hand),
      roving(h("div", { class: P + "row " + P + "handrow", role: "group", "aria-label": t.hand },
        buttons.length ? buttons : h("span", { class: P + "empty" }, t.hand_empty)), buttons),
      h("div", { class: P + "textline" }, h("label", { class: P + "key" }, t.hand_text, text),
        copy, use),
      this.textError);
  }

  copy(input, button) {
    const done = () => {
      button.textContent = this.view.text.copied;
      setTimeout(() => { button.textContent = this.view.text.copy; }, 2000);
    };
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(input.value).then(done, () => {
        input.select();
        done();
      });
    } else {
      input.select();
      done();
    }
  }

  seenBlock(view, t) {
    const buttons = view.seen.map((card, i) =>
      cardButton(this.faces, { ...card, label: card.label }, "seen#" + i, null, () => {
        this.backTo = "deck:" + card.code;
        this.send("remove_seen", { card: card.code });
      }));
    return h("div", { class: P + "seen" },
      h("div", { class: P + "label" }, view.seen_title || t.seen),
      roving(h("div", { class: P + "row", role: "group", "aria-label": t.seen },
        buttons.length ? buttons : h("span", { class: P + "empty" }, t.seen_empty)), buttons));
  }

  analysis(view, t) {
    const parts = [
      this.status(view.badges, view.status),
    ];
    const extra = view.faces || {};
    if (view.splits.length) {
      parts.push(this.split(view.splits[0], extra, t.melds));
      const count = view.split_count - 1;
      if (count > 0) {
        // the other splits come from the kernel when the user opens them
        const others = view.splits_open ? view.splits.slice(1) : [];
        const more = view.splits_note ? ` (${view.splits_note})` : "";
        const details = h("details", { class: P + "others", open: view.splits_open },
          h("summary", { "data-key": "others" }, `${t.other_splits}: ${count}${more}`),
          others.map((s) => this.split(s, extra, null)),
          view.splits_more && h("button", { class: P + "btn", type: "button",
                                            "data-key": "more-splits",
                                            onclick: () => this.send("more_splits") },
                                view.splits_more));
        details.addEventListener("toggle", () => {
          if (details.open !== Boolean(this.view.splits_open)) {
            this.send("show_splits", { open: details.open });
          }
        });
        parts.push(details);
      }
    } else if (view.formed.length) {
      parts.push(this.split({ title: t.melds, melds: view.formed }, extra, null));
      if (view.loose.length) {
        parts.push(h("div", { class: P + "loose" }, h("span", { class: P + "key" }, t.loose),
          h("div", { class: P + "row" }, view.loose.map((c) => cardImage(this.faces, c, extra)))));
      }
    }
    if (view.outs) parts.push(this.outsBlock(view.outs, t.outs, extra));
    if (view.discards) parts.push(this.discardTable(view, t, extra));
    return h("div", { class: P + "analysis" }, parts);
  }

  status(badges, text) {
    const line = this.statusLine;
    const key = JSON.stringify([badges, text]);
    if (this.statusKey !== key) {
      this.statusKey = key;
      // the badges sum up the sentence for the eye; a screen reader hears the sentence once
      line.replaceChildren(h("span", { class: P + "badges", "aria-hidden": "true" },
        badges.map((b) => h("span", { class: `${P}badge ${P}${b.tone}` }, b.text))), text);
    }
    return line;
  }

  split(split, extra, heading) {
    return h("div", { class: P + "split" },
      h("div", { class: P + "label" }, heading ? `${heading}: ${split.title}` : split.title),
      h("div", { class: P + "melds" }, split.melds.map((m) => this.meld(m, extra))));
  }

  meld(meld, extra) {
    return this.keep("meld", [meld, meld.cards.map((c) => extra[c.face] || "")],
                     () => this.meldNode(meld, extra));
  }

  meldNode(meld, extra) {
    return h("figure", { class: P + "meld", title: meld.title },
      h("figcaption", { class: P + "meldlabel" }, meld.label),
      h("div", { class: P + "row" }, meld.cards.map((c) => cardImage(this.faces, c, extra))));
  }

  outs(outs, extra, reuse = true, more = null) {
    const make = () => h("div", { class: P + "outs" }, outs.map((o) => {
      const face = cardImage(this.faces, o, extra);
      face.setAttribute("aria-hidden", "true");
      return h("span", { class: P + "out" + (o.live ? "" : " " + P + "dead"), role: "img",
                         "aria-label": o.label, title: o.label },
        face, h("span", { class: P + "live" }, "×" + o.live));
    }), more && h("span", { class: P + "more", title: more.label },
                   h("span", { "aria-hidden": "true" }, more.text), h("span", { class: SR }, more.label)));
    return reuse ? this.keep("outs", outs, make) : make();
  }

  outsBlock(outs, heading, extra) {
    return h("div", { class: P + "outsblock" }, h("div", { class: P + "label" }, heading),
      outs.length ? this.outs(outs, extra) : h("span", { class: P + "empty" }, "—"));
  }

  /** The hand discard `i` leaves, drawn just under its row (over the rows below, letting the
   * mouse through to them); -1 hides it. `focused`: the row has the keyboard focus, so the
   * preview is scrolled into view. The box is no live region (a mouse passing over the rows
   * would make it talk): it describes the row that has the focus. */
  showPreview(i, focused = false) {
    const view = this.view;
    const box = this.previewBox;
    if (!box || !view.discards) return;
    const row = view.discards[i];
    const tr = row && this.discardBlock.querySelector(`tr[data-index="${i}"]`);
    if (!row || !tr) {
      this.preview = null;
      box.hidden = true;
      box.replaceChildren();
      return;
    }
    const extra = view.faces || {};
    if (this.preview !== i || !box.childElementCount) {
      const p = row.preview;
      box.replaceChildren(
        h("div", { class: P + "label" }, p.title),
        p.melds.length
          ? h("div", { class: P + "melds" }, p.melds.map((m) => this.meldNode(m, extra)))
          : h("div", { class: P + "row" }, p.cards.map((c) => cardImage(this.faces, c, extra))));
    }
    this.preview = i;
    box.hidden = false;
    const top = tr.getBoundingClientRect().bottom - this.discardBlock.getBoundingClientRect().top;
    box.style.top = `${Math.round(top)}px`;
    if (focused && box.scrollIntoView) box.scrollIntoView({ block: "nearest" });
  }

  discardRow(row, i, t, extra) {
    const face = this.faces.hidden(row.face, extra);
    return h("tr", { class: `${P}drow ${P}${row.tone}`, "data-key": "discard#" + i,
                     "data-index": i, "aria-label": row.label,
                     "aria-describedby": this.previewId },
      h("td", { class: P + "dcard" }, face, h("span", { class: SR }, row.name || row.code)),
      h("td", {}, h("span", { class: `${P}badge ${P}${row.tone}` }, row.state)),
      h("td", {}, row.outs.length ? this.outs(row.outs, extra, false, row.more_outs)
        : h("span", { class: P + "empty" }, row.tone === "good" ? "—" : t.no_outs)),
      h("td", { class: P + "num" }, row.live_outs ?? "—"),
      h("td", { class: P + "num" }, row.missing ?? "—"));
  }

  discardTable(view, t, extra) {
    const rows = view.discards.map((row, i) =>
      this.keep("drow" + i, [row.code, row.tone, row.state, row.outs, row.more_outs, row.label,
                             row.live_outs, row.missing], () => this.discardRow(row, i, t, extra)));
    const fromRow = (event) => {
      const tr = event.target.closest && event.target.closest("tr[data-index]");
      if (tr) this.showPreview(Number(tr.dataset.index), event.type === "focusin");
    };
    const body = roving(h("tbody", { onmouseover: fromRow, onfocusin: fromRow }, rows), rows);
    const active = () => table.contains(table.getRootNode().activeElement);
    const table = h("table", { class: P + "discards", onmouseleave: () => {
      if (!active()) this.showPreview(-1);
    }, onfocusout: (event) => {
      if (!table.contains(event.relatedTarget)) this.showPreview(-1);
    } },
      h("caption", { class: P + "label" }, t.discards),
      h("thead", {}, h("tr", {},
        [[t.discard, t.discard_short], [t.result, t.result_short], [t.outs, t.outs_short],
         [t.live, t.live_short], [t.missing, t.missing_short]].map(([full, short], i) =>
          // a narrow table shows the short head; the full one stays for screen readers
          h("th", { scope: "col", class: i > 2 ? P + "num" : null },
            h("span", { class: P + "full" }, full),
            h("span", { class: P + "short", "aria-hidden": "true" }, short || full))))),
      body);
    this.previewBox = h("div", { class: P + "preview", id: this.previewId, hidden: true });
    this.discardBlock = h("div", { class: P + "discardblock" }, table,
      h("p", { class: P + "hint" }, t.preview_hint), this.previewBox);
    const again = this.preview;
    this.preview = null;
    // after a redraw, the preview of the row that has the focus (placed once laid out)
    if (again !== null && again < rows.length) {
      queueMicrotask(() => { if (this.discardBlock.isConnected) this.showPreview(again); });
    }
    return this.discardBlock;
  }
}

export default mount(CardTableView);
