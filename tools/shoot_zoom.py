"""Screenshots of each game's table at a text and card size (issue 43): the real window at 1280×820
(``--size``), a mid-game position of each game, in each language, at each size asked for.

    python tools/shoot_zoom.py --zoom 150 200 --lang en pt_BR es --out /tmp/zoom

Each shot is the ``screenshot`` command (docs/cli.md) run with a throwaway settings file that holds the
size (``zoom_percent``) and no animations (the shot does not catch a card in flight), so 100 % gives
the same picture as the plain command. Writes ``OUT/<game>_<zoom>_<lang>.png``.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import shots

from wonders_desktop.languages import LANGUAGE_CODES

# A mid-game position of each game: the screenshot command's arguments.
GAMES = {
    "classic": ["--game", "classic", "--players", "4", "--seed", "3", "--moves", "14"],
    "duel": ["--game", "duel", "--seed", "1", "--moves", "10"],
    "architects": ["--game", "architects", "--players", "4", "--seed", "2", "--moves", "12"],
}


def shoot(game: str, zoom: int, lang: str, size: tuple[int, int], out: Path) -> Path:
    target = out / f"{game}_{zoom}_{lang}.png"
    with tempfile.TemporaryDirectory(prefix="wonders-zoom-") as folder:
        (Path(folder) / "settings.ini").write_text(
            f"[General]\nzoom_percent={zoom}\nanimation_speed=none\n", encoding="utf-8"
        )
        command = [sys.executable, "-m", "wonders_desktop", "screenshot", *GAMES[game]]
        command += ["--lang", lang, "--size", "{}x{}".format(*size), "--out", str(target)]
        env = {**os.environ, "WONDERS_DATA_DIR": folder}
        subprocess.run(command, check=True, env=env, stdout=subprocess.DEVNULL)
    return target


def main(argv: list[str] | None = None) -> int:
    parser = shots.parser(__doc__, theme=False, out_dir=None, langs=LANGUAGE_CODES, langs_flag="--lang")
    parser.add_argument("--zoom", type=int, nargs="+", default=[150, 200])
    parser.add_argument("--game", nargs="+", default=list(GAMES), choices=list(GAMES))
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for game in args.game:
        for zoom in args.zoom:
            for lang in args.lang:
                print(shoot(game, zoom, lang, args.size, args.out), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
