"""The Qt binding must keep Python's reference counts over everything the app paints.

PySide6-Essentials 6.12.0 on CPython 3.11 dropped a reference to ``None`` on every QPainter call that
returns nothing, and the app aborted mid-game ("none_dealloc"). These tests drive the app's own painting
(the art kit's whole contact sheet, a real table grabbed again and again, the widgets' setters) thousands
of times and require the counts of ``None``, ``True`` and ``False`` not to fall, and the arguments the
app passes (colours, pens, fonts, rectangles) to come back with the count they had. On Python 3.12 and
newer the singletons are immortal and their counts mean nothing: only the argument checks run there.

Checked against the leaking pair: in a Python 3.11 venv with PySide6-Essentials 6.12.0 the singleton
tests fail (``None`` falls by about a reference per call; see README, Dependencies). Last checked
2026-11-26 on CPython 3.11.7: ``python3.11 -m venv V; V/bin/pip install PySide6-Essentials==6.12.0
pydantic platformdirs pytest pytest-qt hypothesis``, then ``PYTHONPATH=. QT_QPA_PLATFORM=offscreen
V/bin/python -m pytest tests/ui/test_qt_refcounts.py``: 5 failed (the start-up probe; None fell by 20,994
over the painter calls, 6,652 over the art kit, 13,977 over the table, 20,997 over the widget setters),
2 passed (the arguments' counts, the refusal); with PySide6 6.11.3 on the same Python all 7 pass.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen
from PySide6.QtWidgets import QApplication, QLabel, QPushButton

from wonders_desktop.ui.art import gallery
from wonders_desktop.ui.dialogs.gamesetup import GameSetup
from wonders_desktop.ui.language.i18n import language_switcher
from wonders_desktop.ui.platform.qt_health import (
    IMMORTAL_SINGLETONS,
    binding_problem,
    leaking,
    painter_workload,
    singleton_drift,
)
from wonders_desktop.ui.savegames.saves import SeatSetup
from wonders_desktop.ui.window import app as app_module

mortal_only = pytest.mark.skipif(IMMORTAL_SINGLETONS, reason="None, True and False are immortal here")


def assert_counts_kept(work: Callable[[], object], rounds: int, calls_per_round: int) -> None:
    drift = singleton_drift(work, rounds)
    # A sound binding moves a count by a few cached references; a leak moves it by every call.
    allowed = max(50, rounds * calls_per_round // 20)
    assert all(change > -allowed for change in drift.values()), f"reference counts fell: {drift}"
    # A twentieth of a reference per call: far below the leak (one per call), far above any cache.
    assert not leaking(drift, rounds * calls_per_round // 10), drift


@mortal_only
def test_the_start_up_probe_finds_this_binding_sound(qapp: object) -> None:
    assert binding_problem() == ""


@mortal_only
def test_painter_calls_keep_the_singletons(qapp: object) -> None:
    assert_counts_kept(painter_workload(), rounds=3000, calls_per_round=8)


@mortal_only
def test_the_art_kit_keeps_the_singletons(qapp: object) -> None:
    """The whole contact sheet: every icon, card face, back, badge, token and wonder stage."""
    assert_counts_kept(lambda: gallery.render(dark=False, scale=1.0), rounds=4, calls_per_round=2000)


@mortal_only
def test_a_table_painted_again_and_again_keeps_the_singletons(make_window: Callable) -> None:
    window = make_window()
    seats = [SeatSetup(human=True)] + [SeatSetup(human=False, level="random") for _ in range(2)]
    assert window.start_game(GameSetup("classic", {"players": 3, "edition": 1}, seats, 5))
    assert window.settle(30_000)
    assert_counts_kept(window.grab, rounds=40, calls_per_round=300)


@mortal_only
def test_widget_setters_keep_the_singletons(qapp: object) -> None:
    label, button = QLabel(), QPushButton()

    def work() -> None:
        label.setText("Lumber Yard")
        label.setToolTip("Lumber Yard")
        label.setWordWrap(True)
        button.setEnabled(False)
        button.setEnabled(True)
        button.setText("Build")
        label.update()

    assert_counts_kept(work, rounds=3000, calls_per_round=7)


def test_arguments_come_back_with_the_count_they_had(qapp: object) -> None:
    """A binding that kept (or dropped) a reference to each argument would leak (or free) the app's
    colours, pens, fonts and rectangles on every paint."""
    image = QImage(32, 32, QImage.Format.Format_ARGB32_Premultiplied)
    colour, pen, font, rect = QColor(1, 2, 3), QPen(QColor(4, 5, 6), 2.0), QFont(), QRectF(1, 1, 9, 9)
    point = QPointF(5, 5)
    before = [sys.getrefcount(value) for value in (colour, pen, font, rect, point)]
    painter = QPainter(image)
    for _ in range(5000):
        painter.setBrush(colour)
        painter.setPen(pen)
        painter.setFont(font)
        painter.drawRoundedRect(rect, 2, 2)
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignLeft), "x")
        rect.moveCenter(point)
    painter.end()
    after = [sys.getrefcount(value) for value in (colour, pen, font, rect, point)]
    assert after == before


@pytest.fixture
def english_after() -> Iterator[None]:
    yield
    language_switcher().switch("en")
    for widget in QApplication.topLevelWidgets():  # the window run_app built and never showed
        widget.deleteLater()


@pytest.mark.usefixtures("english_after")
def test_the_app_refuses_a_leaking_binding_in_the_players_language(
    monkeypatch: pytest.MonkeyPatch, messages: list[tuple[str, str]], capsys: pytest.CaptureFixture[str]
) -> None:
    """The start-up refusal: a box the player can read (Portuguese here), the English line on stderr."""
    problem = "PySide6 6.12.0 on Python 3.11.7 loses references to None on every painting call"
    monkeypatch.setattr(app_module, "binding_problem", lambda: problem)
    assert app_module.run_app("pt_BR") == 1
    ((_title, text),) = messages
    assert text.startswith("Esta instalação travaria no meio de uma partida.")
    assert "perde referências a None" in text and "bash tools/play.sh" in text
    assert problem in capsys.readouterr().err
