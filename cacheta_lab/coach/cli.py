"""The ``cacheta-lab play`` and ``cacheta-lab review`` subcommands.

    cacheta-lab play --rules oficial --players 4 --bots strong random --seed 3 --save game.json
    cacheta-lab review game.json --seat 1 --lang en [--json]
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from ..cli import EXTRA_COMMANDS, add_rules_options, rules_from_args
from ..errors import CachetaError
from ..game.bots import LEVELS
from ..game.events import GameLog
from ..game.match import Match
from ..game.play import make_bots, run
from ..game.round import Round
from ..words import plural
from .review import review

MAX_PLAYERS = 9
MAX_TURNS = 5000


def _whole(option: str, text: str, low: int, high: int) -> int:
    body = text.strip()
    if not (body.isascii() and body.isdigit() and len(body) < 8 and low <= int(body) <= high):
        raise CachetaError(f"{option} {text[:30]!r}: use um número inteiro de {low} a {high}",
                           f"{option} {text[:30]!r}: use a whole number from {low} to {high}")
    return int(body)


def setup_play(p: argparse.ArgumentParser) -> None:
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
    p.add_argument("--lang", choices=("pt", "en"), default="pt", help="language (pt or en)")


def run_play(args: argparse.Namespace) -> int:
    rules = rules_from_args(args)
    players = _whole("--players", args.players, 2, MAX_PLAYERS)
    max_turns = _whole("--max-turns", args.max_turns, 1, MAX_TURNS)
    bad = [b for b in args.bots if b not in LEVELS]
    if bad:
        raise CachetaError(f"nível de bot desconhecido {bad[0][:30]!r}; níveis: "
                           f"{', '.join(LEVELS)}",
                           f"unknown bot level {bad[0][:30]!r}; levels: {', '.join(LEVELS)}")
    if args.unit not in ("round", "match"):
        raise CachetaError(f"--unit {args.unit[:30]!r}: use round ou match",
                           f"--unit {args.unit[:30]!r}: use round or match")
    seed: int | str = (int(args.seed) if args.seed.lstrip("-").isdigit() and len(args.seed) < 19
                       else args.seed[:100])
    game: Match | Round
    if args.unit == "match":
        game = Match(rules, players, seed, max_turns=max_turns, max_rounds=50)
    else:
        game = Round(rules, players, seed=seed, max_turns=max_turns)
    bots = make_bots(args.bots, players, seed)
    run(game, bots)
    log = GameLog.of(game, [b.level for b in bots])
    if args.save:
        try:
            log.save(args.save)
        except OSError as exc:
            raise CachetaError(f"não foi possível gravar {args.save!r}: {exc.strerror}",
                               f"could not write {args.save!r}: {exc.strerror}") from None
    print(_summary(game, [b.level for b in bots], args.save, args.lang))
    return 0


def _summary(game: Match | Round, levels: list[str], path: str | None, lang: str) -> str:
    en = lang == "en"
    seats = ", ".join(f"{s}={lv}" for s, lv in enumerate(levels))
    if isinstance(game, Match):
        who = game.winner
        rounds = len(game.results)
        line = (f"match: {plural(rounds, 'round', 'rounds')}, winner: player {who}" if en else
                f"partida: {plural(rounds, 'rodada', 'rodadas')}, vencedor: jogador {who}")
    else:
        res = game.result
        assert res is not None
        if res.winner is None:
            line = (f"round drawn ({res.how}) after {res.turns} turns" if en else
                    f"rodada empatada ({res.how}) após {res.turns} vezes")
        else:
            line = (f"round won by player {res.winner} ({res.how}) after {res.turns} turns"
                    if en else
                    f"rodada vencida pelo jogador {res.winner} ({res.how}) após {res.turns} vezes")
    saved = ("" if not path else
             (f"\nlog saved to {path}" if en else f"\nregistro salvo em {path}"))
    return f"{game.rules.id} · {seats}\n{line}{saved}"


def setup_review(p: argparse.ArgumentParser) -> None:
    p.description = ("Revisa cada decisão de um jogador num jogo salvo / "
                     "review every decision of one seat in a saved game")
    p.add_argument("log", metavar="LOG.json", help="a game log (cacheta-lab play --save)")
    p.add_argument("--seat", required=True, help="the seat to review (0, 1, …)")
    p.add_argument("--lang", choices=("pt", "en"), default="pt", help="language (pt or en)")
    p.add_argument("--json", action="store_true", help="print JSON for programs")


def run_review(args: argparse.Namespace) -> int:
    seat = _whole("--seat", args.seat, 0, 63)
    path = Path(args.log)
    if not path.is_file():
        raise CachetaError(f"arquivo {args.log[:80]!r} não encontrado",
                           f"file {args.log[:80]!r} not found")
    if path.stat().st_size > 20_000_000:
        raise CachetaError("registro grande demais (mais de 20 MB)",
                           "log too large (over 20 MB)")
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise CachetaError(f"não foi possível ler {args.log[:80]!r}: {exc}",
                           f"could not read {args.log[:80]!r}: {exc}") from None
    result = review(GameLog.from_json(text), seat)
    if args.json:
        data = result.to_dict(args.lang)
        print(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        print(result.report(args.lang))
    return 0


EXTRA_COMMANDS["play"] = (setup_play, run_play)
EXTRA_COMMANDS["review"] = (setup_review, run_review)
