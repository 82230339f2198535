"""Regenerate every picture of ``docs/screenshots/`` from the tables as they are now (a developer tool).

The pictures are what a player sees at the default window (1280×820), in English, Portuguese and
Spanish, so that the documentation never shows a table the app no longer draws. Each picture is one
``screenshot`` command (docs/cli.md) or one of the small tools that can reach a position the command
cannot choose (a payment decision, the saved-games page, the statistics and analysis pages).

    python tools/shoot_docs.py [--out-dir docs/screenshots] [--size 1280x820] [--only PREFIX]

Every picture must then be looked at: a regenerated picture is only as good as the eye that checked it.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import shots

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from wonders_desktop.languages import LANGUAGE_CODES as LANGUAGES  # noqa: E402

# file stem -> the screenshot command's arguments (the language and size are added per picture)
TABLES: dict[str, str] = {
    "classic_1st-edition_3p": "--game classic --players 3 --edition 1 --seed 5 --moves 45",
    "classic_2nd-edition_5p": "--game classic --players 5 --edition 2 --seed 7 --moves 71",
    "classic_cities_7p": "--game classic --players 7 --expansions cities --seed 3 --moves 55",
    "classic_teams_6p": "--game classic --players 6 --edition 2 --expansions cities --variant teams"
    " --seed 4 --moves 90",
    "classic_free-city_2p": "--game classic --players 2 --variant free-city --seed 4 --moves 36",
    "duel_draft": "--game duel --seed 3 --moves 0",
    "duel_age1": "--game duel --seed 3 --moves 14",
    "duel_age2": "--game duel --seed 3 --moves 32",
    "duel_age3": "--game duel --seed 3 --moves 50",
    "duel_ending": "--game duel --seed 3 --moves 1000",
    "architects_2p": "--game architects --players 2 --seed 11 --moves 59",
    "architects_4p": "--game architects --players 4 --seed 11 --moves 69",
    "architects_7p": "--game architects --players 7 --seed 11 --moves 107",
}
SINGLE_LANGUAGE: dict[str, tuple[str, str]] = {
    "architects_score_sheet": ("en", "--game architects --players 4 --seed 11 --moves 1000"),
}
# tools that shoot pages the command cannot reach; each takes --out-dir and --size
PAGE_TOOLS = (
    "shoot_saved_games.py",
    "shoot_statistics.py",
    "shoot_analysis.py",
    "shoot_bot_levels.py",
    "shoot_data_folder.py",
    "shoot_problem_about.py",
)


def run(arguments: list[str]) -> None:
    """One child process per picture: a fresh app each time, as a player would start it."""
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    result = subprocess.run(arguments, cwd=ROOT, env=environment, capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"failed: {' '.join(arguments)}\n{result.stderr.strip()[-2000:]}")


def shoot_tables(out_dir: Path, size: str, only: str) -> None:
    jobs = [(stem, lang, args) for stem, args in TABLES.items() for lang in LANGUAGES]
    jobs += [(stem, lang, args) for stem, (lang, args) in SINGLE_LANGUAGE.items()]
    for stem, lang, args in jobs:
        if not stem.startswith(only):
            continue
        out = out_dir / f"{stem}_{lang}.png"
        command = [sys.executable, "-m", "wonders_desktop", "screenshot", *args.split()]
        run([*command, "--lang", lang, "--size", size, "--out", str(out)])
        print(out.relative_to(ROOT) if out.is_relative_to(ROOT) else out)


def shoot_pages(out_dir: Path, size: str, only: str) -> None:
    for tool in PAGE_TOOLS:
        path = ROOT / "tools" / tool
        if path.exists() and tool.removeprefix("shoot_").startswith(only.split("_")[0]):
            run([sys.executable, str(path), "--out-dir", str(out_dir), "--size", size])
            print(f"{tool}: done")
    if "classic_payment".startswith(only) or only == "":
        decisions = ROOT / "tools" / "shoot_classic_decisions.py"
        for lang, which in (("en", "payment"), ("pt_BR", "discard"), ("es", "debt")):
            arguments = ["--lang", lang, "--only", which, "--out", str(out_dir), "--size", size]
            run([sys.executable, str(decisions), *arguments])
        print("shoot_classic_decisions.py: done")


def main() -> None:
    parser = shots.parser(__doc__, theme=False, out_dir=ROOT / shots.OUT_DIR)
    parser.add_argument("--only", default="", help="only the pictures whose name starts with this")
    options = parser.parse_args()
    options.out_dir.mkdir(parents=True, exist_ok=True)
    size = "{}x{}".format(*options.size)  # passed on to each child's own --size
    shoot_tables(options.out_dir, size, options.only)
    shoot_pages(options.out_dir, size, options.only)


if __name__ == "__main__":
    main()
