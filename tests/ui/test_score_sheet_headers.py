"""The compact score sheet never clips: long pad rows and players' names are broken over lines."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel

from wonders_desktop.ui.dialogs.score_sheet import NarrowHeaders, split_in_two


def headers(players: list[str], rows: list[str]) -> tuple[NarrowHeaders, QStandardItemModel]:
    """The proxy and its source (returned too: Qt deletes a model Python no longer holds)."""
    model = QStandardItemModel(len(rows), len(players))
    model.setHorizontalHeaderLabels(players)
    model.setVerticalHeaderLabels(rows)
    proxy = NarrowHeaders()
    proxy.setSourceModel(model)
    return proxy, model


def test_long_rows_break_at_their_middle_space() -> None:
    assert split_in_two("Estruturas Comerciais") == "Estruturas\nComerciais"
    assert split_in_two("Marcadores de victoria militar") == "Marcadores de\nvictoria militar"
    assert split_in_two("Tesorería") == "Tesorería"


def test_headers_of_a_few_and_of_many_players(qapp: object) -> None:
    rows = ["Tesouro", "Estruturas Científicas"]
    few, _source = headers(["Jogador 1", "Robô Médio 2"], rows)
    vertical = [few.headerData(row, Qt.Orientation.Vertical) for row in range(2)]
    assert vertical == ["Tesouro", "Estruturas\nCientíficas"]
    assert few.headerData(1, Qt.Orientation.Horizontal) == "Robô\nMédio 2"
    many, _other = headers(["Jugador 1", *(f"Bot Medio {n}" for n in range(2, 8))], rows)
    assert [many.headerData(column, Qt.Orientation.Horizontal) for column in (0, 1)] == [
        "Jugador\n1",
        "Bot\nMedio\n2",
    ]
