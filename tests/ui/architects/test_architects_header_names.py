"""A 7 Wonders Architects panel's header keeps the player's name whole: the wonder and the status after
it shorten first, and the tooltip holds the whole line (issue 24, item 3: names cut, kin in Architects)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from wonders_desktop.ui.views.architects.city import Header


def test_the_name_stays_whole_while_the_wonder_and_status_shorten(qtbot: QtBot) -> None:
    header = Header()
    qtbot.addWidget(header)
    line = header.fontMetrics().height()
    header.resize(line * 12, round(line * 1.4))  # a 7-player panel's header: narrow
    header.show_header("Robô Aleatório 7", "Halicarnasso", "a jogar", 15)
    header.grab()
    assert header.painted_name == "Robô Aleatório 7"
    assert "Robô Aleatório 7 · Halicarnasso · a jogar" in header.toolTip()
