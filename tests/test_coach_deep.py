"""The deep evaluator: consistent deals, play-outs the round accepts move by move, agreement
with exact enumeration on tiny endgames, determinism.

``CACHETA_DEEP=long`` (``make test-coach-deep``) runs the same checks on many more positions,
deals and endgames; the default profile is quick."""

from __future__ import annotations

import itertools
import json
import os
import random

import pytest
from coach_deep_helpers import endgame, random_position, replay, round_of_deal

from cacheta_lab.cli import main
from cacheta_lab.coach.deep import deep_evaluate, outcomes
from cacheta_lab.coach.deep_review import deep_review
from cacheta_lab.coach.determinize import Deal, consistent, determinize, knowledge
from cacheta_lab.coach.evaluation import decision_options
from cacheta_lab.coach.inference import misfits, plausible_deal
from cacheta_lab.coach.playout import play, policy_for, table_for
from cacheta_lab.engine.rules import PRESETS
from cacheta_lab.errors import CachetaError
from cacheta_lab.game import GameLog, Round
from cacheta_lab.game.moves import Correr, Draw
from cacheta_lab.game.views import PlayerView

LONG = os.environ.get("CACHETA_DEEP") == "long"
POSITIONS = 60 if LONG else 6  # random positions per preset
DEALS = 20 if LONG else 3  # deals per position


@pytest.mark.parametrize("preset", list(PRESETS))
def test_every_deal_is_consistent_with_the_view(preset: str) -> None:
    for seed in range(POSITIONS):
        rnd, view = random_position(preset, seed, "strong" if seed % 2 else "greedy")
        know = knowledge(view)
        assert len(know.pool) == sum(know.hidden.values()) + view.stock_size
        rng = random.Random(seed)
        for _ in range(DEALS):
            deal = determinize(know, rng)
            assert consistent(know, deal)
            # the deal is a real position: every card of the decks in exactly one place
            assert round_of_deal(rnd, deal, rng).card_count() == rnd.card_count()
            assert deal.hands[view.seat] == [c.kind for c in view.hand]
            for seat, size in view.hand_sizes.items():
                assert len(deal.hands[seat]) == size


def test_a_card_taken_from_the_lixeira_stays_in_that_hand() -> None:
    for seed in range(40 if LONG else 12):
        _rnd, view = random_position("oficial", seed, "strong")
        held = {s: kinds for s, kinds in knowledge(view).known.items() if s != view.seat}
        deal = determinize(knowledge(view), random.Random(seed))
        for seat, kinds in held.items():
            for k in kinds:
                assert deal.hands[seat].count(k) >= kinds.count(k)
        if any(held.values()):
            return
    raise AssertionError("no position had a card taken from the lixeira")


@pytest.mark.parametrize("preset", list(PRESETS))
def test_playouts_replay_through_the_round(preset: str) -> None:
    """Every move of a play-out is legal for ``Round.play`` and the round ends the same."""
    hows = set()
    for seed in range(POSITIONS * 2):
        rnd, view = random_position(preset, seed)
        know = knowledge(view)
        deal = determinize(know, random.Random(seed))
        table = table_for(know, deal, view.rules, record=True)
        real = round_of_deal(rnd, deal, random.Random(seed))
        winner = play(table, random.Random(seed))
        replay(real, table, deal.hands)
        if winner is None and not real.over:
            continue  # the play-out's turn limit
        assert real.over and real.result is not None
        assert real.result.winner == winner
        assert not any(e["type"] == "false_bati" for e in real.events)
        hows.add(real.result.how)
        hows.update(step[0] for step in table.record or ())
    assert hows & {"bater", "furar"}
    if preset == "cachetao":  # players fold at their first turn in play-outs too
        assert "correr" in hows


def _exact(view: PlayerView) -> list[float]:
    """Each option's chance over every arrangement of the unseen cards (two players)."""
    know = knowledge(view)
    options = decision_options(view)
    opp = next(s for s in know.seats if s != view.seat)
    pool = list(know.pool)
    stream = random.Random(0).getstate()
    totals, count = [0] * len(options), 0
    for monte in itertools.permutations(range(len(pool)), know.stock_size):
        rest = [pool[i] for i in range(len(pool)) if i not in monte]
        deal = Deal({view.seat: list(know.known[view.seat]), opp: [*know.known[opp], *rest]},
                    [pool[i] for i in monte])
        for j, won in enumerate(outcomes(know, view.rules, options, deal, stream)):
            totals[j] += won
        count += 1
    return [t / count for t in totals]


# (preset, hands, vira, the lixeira top, the monte with its top last)
ENDGAMES = [
    ("pife", {0: "Ac 2c 3c 7d 7h 7s 9h 10h Kd", 1: "4d 5d 6d Qc Qh Qs 2s 3s 9c"}, None, "Kc",
     "8h 4s 5c"),
    ("megajogos", {0: "Ac 2c 3c 7d 7h 7s 9h 10h Kd 4s", 1: "4d 5d 7c Qc Qh Qs 2s 3s 9c"},
     "5d", "8c", "8h Js 2d"),
    ("oficial", {0: "Ac 2c 3c 7d 7h 9s 9h 10h Kd 4s", 1: "4d 5d 6d Qc Qh Qs 2s 3s 9c"},
     "5d", "8c", "Jh 8c 3d"),
]


@pytest.mark.parametrize("endgame_args", ENDGAMES if LONG else ENDGAMES[:1])
def test_deep_agrees_with_exact_enumeration(endgame_args) -> None:
    preset, hands, vira, top, monte = endgame_args
    for stock in (monte.split()[-n:] for n in ((2, 3) if LONG else (3,))):
        view = endgame(preset, hands, vira, " ".join(stock), top=top).view(0)
        exact = _exact(view)
        deep = deep_evaluate(view, playouts=3000 if LONG else 600, seed=5)
        for option, truth in zip(decision_options(view), exact, strict=True):
            got = deep.chance_of(option)
            if truth in (0.0, 1.0):
                assert got.win == truth, (option, got, truth)
            else:  # a miss beyond 4 standard errors happens once in 15,000 checks
                assert abs(got.win - truth) <= 4 * got.se, (option, got, truth)


def test_deep_is_deterministic_and_the_same_on_two_workers() -> None:
    _rnd, view = random_position("megajogos", 4)
    one = deep_evaluate(view, playouts=60, seed=3)
    assert one == deep_evaluate(view, playouts=60, seed=3)
    assert one == deep_evaluate(view, playouts=60, seed=3, workers=2)
    assert one.method == "deep" and one.playouts == 60
    assert one.win == one.options[0].win == max(o.win for o in one.options)
    assert {o.move for o in one.options} == set(decision_options(view) or ())


def test_common_deals_for_every_option_and_progress() -> None:
    """A discard that bates now wins every play-out; the reports count up to the total."""
    view = endgame("pife", {0: "Ac 2c 3c 7d 7h 7s 9h 10h Jh Kd", 1: "4d 5d 6d Qc Qh Qs 2s 3s 9c"},
                   None, "8h 4s 5c Js", top="5h").view(0)
    seen: list[tuple[int, int]] = []
    ev = deep_evaluate(view, playouts=120, target_se=0.5, progress=lambda d, t: seen.append((d, t)))
    assert ev.options[0].win == 1.0 and ev.options[0].se == 0.0
    assert seen[-1][0] == ev.playouts and ev.playouts >= 100


def test_correr_is_a_lost_round() -> None:
    rnd = Round("cachetao", 3, seed=2)
    view = rnd.view(rnd.turn)
    ev = deep_evaluate(view, playouts=40)
    assert ev.chance_of(Correr(view.seat)).win == 0.0
    assert 0.0 < ev.chance_of(Draw(view.seat)).win < 1.0


def test_bad_requests_are_refused() -> None:
    _rnd, view = random_position("pife", 1)
    for kwargs in ({"playouts": 0}, {"workers": True}, {"target_se": -1}):
        with pytest.raises(CachetaError):
            deep_evaluate(view, **kwargs)
    with pytest.raises(CachetaError):
        deep_evaluate("view")  # type: ignore[arg-type]


class _NoPool:
    """A process context whose pools fail the test: nothing may start one for a refused
    request."""

    def Pool(self, *_args, **_kwargs):
        raise AssertionError("a pool of processes was started")


HOSTILE_SEEDS = (10**5000, "\ud800", 2**300, None, 1.5, b"7", "x" * 201)


def test_seeds_workers_and_target_se_are_checked_before_any_work(monkeypatch, tmp_path) -> None:
    """The deep evaluator and its review take seeds and worker counts through the package's
    checks: a refused one is one clean line, and no pool of processes starts."""
    import multiprocessing

    monkeypatch.setattr(multiprocessing, "get_context", lambda *_a: _NoPool())
    _rnd, view = random_position("oficial", 3)
    refused = [{"workers": 10**6}, {"workers": 257}, {"workers": 0}, {"target_se": True},
               {"target_se": float("nan")}, {"target_se": float("inf")}, {"target_se": 2},
               {"playouts": 10**8}, {"infer": "no"}, {"progress": 5},
               *({"seed": s} for s in HOSTILE_SEEDS)]
    for kwargs in refused:
        with pytest.raises(CachetaError) as caught:
            deep_evaluate(view, **kwargs)
        assert "\n" not in caught.value.message("en")
        caught.value.message("pt").encode("utf-8")
    log = tmp_path / "game.json"
    assert main(["play", "--players", "2", "--bots", "greedy", "--seed", "4", "--save",
                 str(log)]) == 0
    for kwargs in ({"workers": 10**6}, {"playouts": 0},
                   *({"seed": s} for s in HOSTILE_SEEDS)):
        with pytest.raises(CachetaError):
            deep_review(str(log), 0, **kwargs)
    # the same seeds the command line takes: whole numbers below 2**256 and short texts
    for seed in (2**255, "turma-b", -3):
        assert deep_evaluate(view, playouts=3, seed=seed).playouts == 3


def test_review_deep_from_the_command_line(tmp_path, capsys) -> None:
    path = tmp_path / "game.json"
    assert main(["play", "--rules", "oficial", "--players", "2", "--bots", "strong", "--seed",
                 "4", "--save", str(path)]) == 0
    capsys.readouterr()
    assert main(["review", str(path), "--seat", "0", "--deep", "--playouts", "10",
                 "--json"]) == 0
    captured = capsys.readouterr()
    data = json.loads(captured.out)
    assert "10/" in captured.err  # the progress bar
    log = GameLog.load(path)
    numbers = [d["index"] for d in data["decisions"]]
    assert numbers and all(log.moves[n].seat == 0 for n in numbers)
    for d in data["decisions"]:
        assert 0 <= d["win"] <= d["best_win"] <= 1 and d["playouts"] == 10
        assert d["grade"] in ("best", "good", "inaccuracy", "mistake", "blunder")
    assert main(["review", str(path), "--seat", "0", "--deep", "--playouts", "0"]) == 2
    assert main(["review", str(path), "--seat", "7", "--deep"]) == 2


def test_deals_give_the_opponents_hands_they_would_keep() -> None:
    """The deep evaluator's deals are consistent; their opponents' hands hang together better
    than uniform ones and fit the opponents' last discards more often."""
    fit = uniform = 0
    kept, random_kept = [], []
    for seed in range(24 if LONG else 8):
        _rnd, view = random_position(("oficial", "megajogos", "pife")[seed % 3], seed, "strong")
        know = knowledge(view)
        policy = policy_for(view.rules, know.vira)
        rng = random.Random(seed)
        for _ in range(DEALS * 3):
            deal = plausible_deal(know, policy, rng)
            other = determinize(know, rng)
            assert consistent(know, deal)
            fit += misfits(know, deal, policy) == 0
            uniform += misfits(know, other, policy) == 0
            kept.append(_worth(policy, deal, view.seat))
            random_kept.append(_worth(policy, other, view.seat))
    assert fit > uniform
    assert sum(kept) > sum(random_kept)


def _worth(policy, deal: Deal, seat: int) -> float:
    """The opponents' hands' keep values, summed."""
    total = 0.0
    for s, hand in deal.hands.items():
        if s != seat:
            cnt = [0] * 54
            for k in hand:
                cnt[k] += 1
            total += sum(min(policy.value(cnt, k), 10.0) for k in hand)
    return total
