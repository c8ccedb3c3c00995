"""``cacheta-lab play``: a round (or a match) of bots, its log saved for ``review``.

    cacheta-lab play --rules oficial --players 4 --bots strong random --seed 3 --save game.json
"""

from __future__ import annotations

import argparse

from ..checks import LEVELS, MAX_SEATS, MAX_TURNS, check_levels, check_path, check_players
from ..drawing.explain import player, round_end_words
from ..errors import CachetaError
from ..game.events import GameLog
from ..game.match import Match
from ..game.play import make_bots
from ..game.play import run as play_out
from ..game.round import Round
from ..words.catalogue import Said, counted, term
from ..words.echo import short_repr as echo
from ..words.text import join
from .options import add_lang, add_rules_options, rules_from_args, whole
from .options import seed as read_seed

PLAYED_ROUNDS = 50  # a match on the command line is cut off after this many rounds


def setup(p: argparse.ArgumentParser) -> None:
    p.description = ("Joga uma rodada (ou partida) de bots e salva o registro / "
                     "play a round (or match) of bots and save its log")
    add_rules_options(p, "refill_stock=false")
    p.add_argument("--players", default="4", help="players (default 4)")
    p.add_argument("--bots", nargs="+", default=["strong"], metavar="LEVEL",
                   help=f"bot levels dealt to the seats in turn ({', '.join(LEVELS)})")
    p.add_argument("--seed", default="0", help="seed (default 0)")
    p.add_argument("--unit", default="round", help="round (default) or match")
    p.add_argument("--max-turns", default="500",
                   help="a round with no winner after this many turns is drawn (default 500)")
    p.add_argument("--save", default=None, metavar="LOG.json", help="write the game log here")
    add_lang(p)


def run(args: argparse.Namespace) -> int:
    rules = rules_from_args(args)
    players = check_players(rules, whole("--players", args.players, 0, MAX_SEATS))
    max_turns = whole("--max-turns", args.max_turns, 1, MAX_TURNS)
    levels = check_levels(args.bots)
    if args.unit not in ("round", "match"):
        raise CachetaError(Said("cli.unit", value=echo(args.unit)))
    seed = read_seed(args.seed)
    save = check_path(args.save) if args.save else None
    game: Match | Round
    if args.unit == "match":
        game = Match(rules, players, seed, max_turns=max_turns, max_rounds=PLAYED_ROUNDS)
    else:
        game = Round(rules, players, seed=seed, max_turns=max_turns)
    bots = make_bots(levels, players, seed)
    play_out(game, bots)
    log = GameLog.of(game, [b.level for b in bots])
    if save is not None:
        log.save(save)
    print(summary(game, [b.level for b in bots], args.save, args.lang))
    return 0


def summary(game: Match | Round, levels: list[str], path: str | None, lang: str) -> str:
    """What was played and how it ended, and where the log went."""
    seats = ", ".join(f"{s}={lv}" for s, lv in enumerate(levels))
    if isinstance(game, Match):
        line = match_end(game, lang)
    else:
        res = game.result
        assert res is not None
        turns = counted("cli.turns", res.turns, lang)
        how = round_end_words(res.how, lang)
        if res.winner is None:
            line = term("cli.round_drawn", lang, how=how, turns=turns)
        else:
            line = term("cli.round_won", lang, who=player(res.winner, lang), how=how,
                        turns=turns)
    saved = "" if not path else "\n" + term("cli.saved", lang, path=path)
    return f"{game.rules.id} · {seats}\n{line}{saved}"


def match_end(match: Match, lang: str) -> str:
    """How a match ended: its winner; or, cut off by its limit of rounds, who led (or who
    tied) with the score; or that nobody won."""
    rounds = counted("cli.rounds", len(match.results), lang)
    if match.winner is not None and not match.cut_off:
        return term("cli.match_won", lang, rounds=rounds, who=player(match.winner, lang))
    measure = term("cli.measure.points" if match.points is not None else "cli.measure.wins",
                   lang)
    score = ", ".join(f"{player(s, lang)}: {n}" for s, n in sorted(match.score.items()))
    if not match.cut_off:
        return term("cli.match_no_winner", lang, rounds=rounds, measure=measure, score=score)
    if match.winner is not None:
        return term("cli.match_cut_won", lang, rounds=rounds, who=player(match.winner, lang),
                    measure=measure, score=score)
    tied = term("cli.players", lang, seats=join([str(s) for s in match.leaders], lang))
    return term("cli.match_cut_tied", lang, rounds=rounds, tied=tied, measure=measure,
                score=score)
