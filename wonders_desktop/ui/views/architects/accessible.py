"""What a screen reader hears of an Architects Wonder stage: which stage of which Wonder, then its state
(built, can be paid for now, missing resources, waiting for the stages below) — the tooltip's last line,
the words the table shows. The stage pieces are real widgets; this module only phrases their names."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from wonders_desktop.engine.architects.queries import StageInfo
from wonders_desktop.ui.language.i18n import name_of
from wonders_desktop.ui.views.painted_access import with_state


def stage_name(wonder: str, stage: StageInfo, tooltip: str) -> str:
    """The stage's number, its Wonder and its state: "Stage 2 of the Pyramids of Giza, Built"."""
    heading = QCoreApplication.translate("ArchitectsAccessible", "Stage {n} of {wonder}").format(
        n=stage.number, wonder=name_of("wonder", wonder, "architects")
    )
    lines = tooltip.splitlines()
    return with_state(heading, lines[-1]) if len(lines) > 1 else heading
