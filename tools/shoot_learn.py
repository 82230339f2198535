"""Screenshots of Learn to play, in each language (a developer tool, for docs/screenshots/learn_*).

Each game's guided game is started in the real window and walked, as a player would, to the step the
shot shows: Next on reading steps, the asked move on move steps (played through the window, so the guide
checks it). One shot per game shows a step that points at a part of the table; the 7 Wonders one also
shows a wrong move's line.

    python tools/shoot_learn.py [--out-dir docs/screenshots] [--size 1280x820] [--theme light]
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import shots

from wonders_desktop.languages import LANGUAGE_CODES as LANGUAGES

# game -> (the role of the step to show, a wrong move to try there or "")
SHOTS = {
    "classic": ("hand:workshop", "build:theater:l0r0"),
    "duel": ("progress", ""),
    "architects": ("conflict", ""),
}


def walk_to(window: Any, kind: str, role: str) -> Any:
    """Start ``kind``'s guided game and walk it until the step pointing at ``role`` shows."""
    from PySide6.QtCore import QCoreApplication

    window.learn.start(kind)
    guide = window.learn.guide
    controller = window.controller
    for _ in range(200):
        window.settle()
        step = guide.step
        if step.role == role:
            break
        if step.awaits_move:
            moves = [m for m in controller.legal_moves_for_viewer() if step.matches(m.to_str())]
            if moves:
                window._on_move_requested(moves[0])
            continue
        guide.next()
    for _ in range(30):
        window.settle()
        QCoreApplication.processEvents()
    return guide


def shoot(kind: str, language: str, size: tuple[int, int], theme: str, out: Path) -> None:
    from PySide6.QtCore import QCoreApplication, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QWidget

    window = shots.main_window(language, theme, size)
    window.controller.bot_delay_ms = 0
    window.prefs.animation_speed = "none"
    window.apply_preferences()
    role, wrong = SHOTS[kind]
    guide = walk_to(window, kind, role)
    card = window.view.findChild(QWidget, role) if role.startswith("hand:") and window.view else None
    if card is not None:  # the card chosen, as a click chooses it: its build button shows the price
        QTest.mouseClick(card, Qt.MouseButton.LeftButton)
    if wrong:
        moves = [m for m in window.controller.legal_moves_for_viewer() if m.to_str() == wrong]
        if moves:
            window._on_move_requested(moves[0])
    for _ in range(30):
        QCoreApplication.processEvents()
    guide.overlay.place(guide.hole())
    shots.save_png(window, out, turns=10)
    window.controller.shutdown()
    window.close()


def shoot_start(language: str, size: tuple[int, int], theme: str, out: Path) -> None:
    """The start page as a player who has not finished a guided game sees it: the offer, the buttons."""
    window = shots.main_window(language, theme, size)
    shots.save_png(window, out, turns=20)
    window.close()


def main(argv: list[str] | None = None) -> int:
    parser = shots.parser(__doc__)
    parser.add_argument("--games", default=",".join(SHOTS))
    args = parser.parse_args(argv)
    for language in LANGUAGES:
        with shots.data_folder("wonders-learn-shot-"):
            out = args.out_dir / f"learn_start_{language}.png"
            shoot_start(language, args.size, args.theme, out)
            print(out)
    for kind in (kind for kind in args.games.split(",") if kind):
        for language in LANGUAGES:
            with shots.data_folder("wonders-learn-shot-"):
                out = args.out_dir / f"learn_{kind}_{language}.png"
                shoot(kind, language, args.size, args.theme, out)
                print(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
