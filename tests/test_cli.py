"""The cacheta-lab command as a user runs it."""

import json
import re
import subprocess
import sys

import pytest

from cacheta_lab.cli import main

HAND = "5h 6h 7h Ks Kh JK 9s 6c 2d 8c"


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_analyze_in_portuguese_by_default(capsys) -> None:
    code, out, _ = run(capsys, "analyze", HAND, "--rules", "oficial", "--vira", "5c")
    assert code == 0
    assert out.startswith("Não bate agora. Descarte 8♣")
    assert "curingas 6♣ e os jokers (JK)" in out and "Descartes (melhor primeiro):" in out


def test_analyze_in_english_with_seen(capsys) -> None:
    code, out, _ = run(capsys, "analyze", HAND, "--vira", "5c", "--lang", "en",
                       "--seen", "Qs 4d 4d")
    assert code == 0 and "Seen: 4♦ 4♦ Q♠" in out and "Discards (best first):" in out


def test_analyze_json(capsys) -> None:
    code, out, _ = run(capsys, "analyze", HAND, "--vira", "5c", "--json")
    data = json.loads(out)
    assert code == 0 and data["preset"] == "oficial" and data["hand"][0] == "6c"
    assert data["discards"][0]["card"] == "8c"


def test_rule_changes_from_the_command_line(capsys) -> None:
    code, out, _ = run(capsys, "meld", "Qs Ks As", "--rules", "megajogos", "--lang", "en")
    assert code == 0 and out.startswith("valid:")
    code, out, _ = run(capsys, "meld", "Qs Ks As", "--rules", "megajogos", "--set", "ace=low",
                       "--lang", "en")
    assert code == 1 and "ace is low only" in out


@pytest.mark.parametrize(("args", "message"), [
    (["analyze", "5h 6h Xz"], "carta desconhecida 'Xz'"),
    (["analyze", "5h 5h 5h", "--lang", "en"], "3 copies of 5h"),
    (["analyze", "5h JK", "--rules", "pife", "--lang", "en"], "without jokers"),
    (["analyze", "5h", "--rules", "truco"], "preset desconhecido"),
    (["analyze", ""], "mão vazia"),
    (["analyze", "2c 3c 4c 5c 6c 7c 8c 9c 10c Jc Qc"], "no máximo 10"),
    (["analyze", "5h", "--set", "ace=middle", "--lang", "en"], "possible values"),
    (["analyze", "5h", "--set", "ace"], "--set"),
])
def test_bad_input_one_line_exit_2(capsys, args: list[str], message: str) -> None:
    code, out, err = run(capsys, *args)
    assert code == 2 and out == ""
    assert message in err and err.count("\n") == 1 and "Traceback" not in err


def test_console_script_runs() -> None:
    done = subprocess.run([sys.executable, "-m", "cacheta_lab.cli", "analyze", "5h 6h Xz"],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 2 and "Traceback" not in done.stderr


def test_rules_and_presets(capsys) -> None:
    code, out, _ = run(capsys, "rules", "--rules", "pife", "--lang", "en")
    assert code == 0 and "trinca: 3 or 4 cards of one rank" in out
    code, out, _ = run(capsys, "presets")
    assert code == 0 and len(out.splitlines()) == 6


def test_every_command_is_listed_and_answers_help(capsys) -> None:
    from cacheta_lab.cli import COMMANDS

    names = [c.name for c in COMMANDS]
    assert names == ["analyze", "meld", "rules", "presets", "simulate", "play", "review", "room",
                     "puzzles", "puzzle"]
    code, out, _ = run(capsys, "--help")
    assert code == 0 and all(name in out for name in names)
    for name in names:
        code, out, _ = run(capsys, name, "--help")
        assert code == 0 and out.startswith("usage: cacheta-lab " + name)


def test_a_broken_game_import_fails_loudly() -> None:
    """The command does not lose a subcommand quietly when the game package cannot load."""
    code = (
        "import sys, importlib.abc\n"
        "class Broken(importlib.abc.MetaPathFinder):\n"
        "    def find_spec(self, name, path, target=None):\n"
        "        if name == 'cacheta_lab.game.simulate':\n"
        "            raise ImportError('broken on purpose')\n"
        "sys.meta_path.insert(0, Broken())\n"
        "from cacheta_lab.cli import main\n"
        "sys.exit(main(['simulate', '--games', '1']))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=False)
    assert done.returncode == 1 and "ImportError: broken on purpose" in done.stderr


@pytest.mark.parametrize(("lang", "missing", "live"), [
    ("pt", "  6♣: faltam 2", "8♣: na boa, 38 cópias vivas: JK×3"),
    ("en", "  6♣: 2 missing", "8♣: na boa, 38 live copies: JK×3"),
])
def test_the_shared_vocabulary_in_each_language(capsys, lang: str, missing: str,
                                                live: str) -> None:
    code, out, _ = run(capsys, "analyze", HAND, "--vira", "5c", "--lang", lang)
    assert code == 0 and missing in out.splitlines() and live in out
    assert "(s)" not in out


def test_play_and_simulate_speak_one_language(capsys) -> None:
    code, out, _ = run(capsys, "play", "--players", "2", "--seed", "1", "--bots", "greedy")
    assert code == 0 and "jogador" in out and "player" not in out
    code, out, _ = run(capsys, "simulate", "--players", "2", "--games", "2", "--unit", "round",
                       "--workers", "1", "--no-progress")
    assert code == 0 and "processo" in out and "(s)" not in out and "sd" not in out.split()
    assert not re.search(r"\d\.\d+%", out)  # pt-BR writes 4,3%


@pytest.mark.parametrize(("seed", "en", "pt"), [
    ("0", "match cut off at its limit of 50 rounds: player 1 wins, leading",
     "partida interrompida no limite de 50 rodadas: vence o jogador 1, que liderava"),
    ("4", "match cut off at its limit of 50 rounds: no winner, players 0 and 1 tied",
     "partida interrompida no limite de 50 rodadas: sem vencedor, jogadores 0 e 1 empatados"),
])
def test_a_match_cut_off_by_its_round_limit_says_so(capsys, seed: str, en: str,
                                                    pt: str) -> None:
    """Rounds of 4 turns are mostly drawn, so these matches reach the command's limit of
    rounds: the summary says the match was cut off, and who led or who tied, with the score."""
    args = ["play", "--unit", "match", "--players", "2", "--bots", "greedy", "--max-turns", "4",
            "--seed", seed]
    for lang, words in (("en", en), ("pt", pt)):
        code, out, _ = run(capsys, *args, "--lang", lang)
        assert code == 0 and words in out and "None" not in out, out
        assert re.search(r"\(\w+ 0: \d+, \w+ 1: \d+", out.replace("jogador", "player")), out


def test_a_match_whose_deciding_round_is_drawn_has_no_winner(capsys) -> None:
    """Without points or round wins to reach, one round decides the match: drawn (here at
    its turn limit), nobody wins."""
    for lang, words in (("en", "match over after 1 round: no winner"),
                        ("pt", "partida terminada após 1 rodada: sem vencedor")):
        code, out, _ = run(capsys, "play", "--unit", "match", "--rules", "pife", "--set",
                           "rounds_to_win=none", "--players", "2", "--bots", "greedy",
                           "--max-turns", "2", "--lang", lang)
        assert code == 0 and words in out and "None" not in out, out
