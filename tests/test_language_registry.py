"""One registry of languages (``wonders_desktop/languages.py``, issue 40): no other file lists them, and
every user of the list (app, command line, tools, packaging, installer) reads it."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from functools import partial
from pathlib import Path

import pytest
import yaml

from tests.list_scan import ROOT, findings, python_files, repeated_lists
from wonders_desktop import languages
from wonders_desktop.languages import LANGUAGE_CODES, LANGUAGES, TRANSLATED_CODES

REGISTRY = "wonders_desktop/languages.py"
# Per-language texts of a screenshot tool: a language missing here reads the English ones.
ALLOWED = {"tools/shoot_saved_games.py": ("TITLES = {",)}
# Each reads the list from the registry (directly or through ``i18n.LANGUAGES``, built from it).
CONSUMERS = (
    "wonders_desktop/ui/language/i18n.py",
    "wonders_desktop/ui/dialogs/settings_dialog.py",
    "wonders_desktop/commands/selftest.py",
    "wonders_desktop/cli.py",
    "wonders_desktop/commands/screenshot.py",
    "tools/update_translations.py",
    "tools/fill_data_translations.py",
    "tools/shoot_analysis.py",
    "tools/shoot_statistics.py",
    "tools/shoot_docs.py",
    "tools/shoot_saved_games.py",
    "tools/shoot_data_folder.py",
    "tools/shoot_problem_about.py",
    "tools/shoot_classic_decisions.py",
    "tools/duel_screenshot.py",
    "tools/dump_card_texts.py",
    "tools/render_rules.py",
    "packaging/build.py",
    "packaging/bundle_filter.py",
    "benchmarks/soak.py",
)


# The tests hold every language too: a test that lists them would leave a new one untested.
TESTS = sorted(path for path in (ROOT / "tests").rglob("*.py") if "__pycache__" not in path.parts)
# Whose snippets are language lists on purpose (the scan's own examples).
NOT_SCANNED = {REGISTRY, "tests/test_language_registry.py"}
# Scripts and settings outside Python that could list the languages (CI, installer, packaging).
TEXT_FILES = (
    ".ci/**/*",
    ".github/**/*.yml",
    "packaging/**/*.iss",
    "packaging/**/*.sh",
    "tools/*.sh",
    "*.toml",
    "*.cfg",
    "MANIFEST.in",
)


def scanned() -> list[Path]:
    files = [*python_files(["packaging/wonders.spec"]), *TESTS]
    return [path for path in files if path.relative_to(ROOT).as_posix() not in NOT_SCANNED]


@pytest.mark.parametrize(
    "snippet",
    [
        'LANGS = ("en", "pt_BR", "es")',
        'LANGUAGES = {"pt_BR": [], "es": [], "en": ["-pluralonly"]}',
        'parser.add_argument("--lang", choices=["pt_BR", "es"])',
        'parser.add_argument("--lang", help="language for the GUI: en, pt_BR or es")',
        'titles = {"pt_BR": "Português (Brasil)", "es": "Español"}',
    ],
)
def test_the_scan_catches_a_repeated_language_list(snippet: str) -> None:
    assert repeated_lists(snippet, LANGUAGE_CODES) == [1]


@pytest.mark.parametrize(
    "snippet",
    [
        'def f():\n    """python tools/x.py --langs en pt_BR es"""',
        'QLocale("pt_BR")',
        'for lang, which in (("en", "payment"), ("pt_BR", "discard")): pass',
    ],
)
def test_the_scan_leaves_single_codes_and_docstrings(snippet: str) -> None:
    assert repeated_lists(snippet, LANGUAGE_CODES) == []


def test_no_file_but_the_registry_lists_the_languages() -> None:
    found = findings(scanned(), partial(repeated_lists, names=LANGUAGE_CODES), ALLOWED)
    assert not found, f"list the languages in {REGISTRY} only:\n" + "\n".join(map(str, found))


def test_the_scan_reads_the_tests_too() -> None:
    names = {path.relative_to(ROOT).as_posix() for path in scanned()}
    assert "tests/ui/test_cardtext.py" in names and "tests/ui/duel/test_duel_fit.py" in names
    assert not names & NOT_SCANNED


def test_no_script_or_setting_lists_the_languages() -> None:
    """CI scripts, workflows, the installer's scripts and the project's settings name a language once at most
    on a line (a list of two is a list the registry owns)."""
    found = []
    for pattern in TEXT_FILES:
        for path in sorted(ROOT.glob(pattern)):
            if not path.is_file() or path.suffix in {".pyc", ".png"}:
                continue
            for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
                if sum(1 for code in LANGUAGE_CODES if re.search(rf"(?<![\w-]){code}(?![\w-])", line)) >= 2:
                    found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert not found, "\n".join(found)


def test_the_installer_and_shell_scripts_do_not_list_the_languages() -> None:
    iss = (ROOT / "packaging" / "windows" / "wonders.iss").read_text(encoding="utf-8")
    assert '#include ".\\languages.iss"' in iss and "MessagesFile" not in iss
    build = (ROOT / "packaging" / "build.py").read_text(encoding="utf-8")
    assert build.index("write_inno_languages()") < build.index('"packaging/windows/wonders.iss"')
    for script in sorted([*ROOT.glob("tools/*.sh"), *ROOT.glob("packaging/**/*.sh")]):
        text = script.read_text(encoding="utf-8")
        assert sum(1 for code in TRANSLATED_CODES if re.search(rf"\b{code}\b", text)) < 2, script


def test_the_installer_languages_are_written_from_the_registry() -> None:
    text = languages.inno_languages()
    lines = [line for line in text.splitlines() if line.startswith("Name:")]
    assert text.splitlines()[1] == "[Languages]" and len(lines) == len(LANGUAGES)
    for language, line in zip(LANGUAGES, lines, strict=True):
        assert f'"{language.inno_name}"' in line and language.inno_messages in line


@pytest.mark.parametrize("path", CONSUMERS)
def test_every_consumer_reads_the_registry(path: str) -> None:
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    imported = {
        node.module + ("." + alias.name if node.module == "wonders_desktop" else "")
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module
        for alias in node.names
    }
    assert imported & {"wonders_desktop.languages", "wonders_desktop.ui.language.i18n"}, path


def own_files(code: str) -> list[str]:
    """The files of the repository named for one language (docs/screenshots aside: pictures that
    ``tools/shoot_docs.py`` makes for every language of the registry when they are redone)."""
    named = re.compile(rf"(^|[_.-]){re.escape(code)}([_.-]|$)")
    found = []
    for folder in ("wonders_desktop", "resources", "translations", "tests", "tools", "packaging", "docs"):
        for path in (ROOT / folder).rglob("*"):
            relative = path.relative_to(ROOT).as_posix()
            made = relative.startswith("docs/screenshots/") or path.suffix in {".qm", ".pyc"}
            if path.is_file() and not made and named.search(path.name):
                found.append(relative)
    return sorted(found)


# The shared files a new language adds a part to (the rest are its own: ``own_files``).
SHARED_FILES = ("wonders_desktop/languages.py", "docs/terminology.md", "translations/README.md")


@pytest.mark.parametrize("language", TRANSLATED_CODES)
def test_a_language_is_six_files(language: str) -> None:
    """What a language brings (docs/architecture.md, "Add a language"): its entry in the registry, its
    ``.ts``, its phrases and extra names, its rules summaries, its terms, and the regenerated list of
    unofficial names. A seventh file named for a language, or a change to the list, fails here."""
    entry = languages.BY_CODE[language]
    own = [entry.tables_file, f"resources/rules/{language}.md", entry.ts_file]
    assert own_files(language) == sorted(own)
    assert len(own) + len(SHARED_FILES) <= 6
    section = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8").split("## Add a language")[1]
    table = section.split("\n## ")[0]
    listed = re.findall(r"^\| \d \| `([^`]+)` \|", table, re.MULTILINE)
    assert sorted(name.replace("fr", language) for name in listed) == sorted([*own, *SHARED_FILES])


def test_every_language_has_its_files() -> None:
    """What a new language must bring: its .ts file, its rulebook terms, its phrases and names, the
    rules summaries (every translated language has its own; English is what a missing one falls back to)."""
    terms = (ROOT / "docs" / "terminology.md").read_text(encoding="utf-8")
    titles = [line[3:].strip().lower() for line in terms.splitlines() if line.startswith("## ")]
    headings = {re.sub(r"[^\w\- ]", "", title).replace(" ", "-") for title in titles}  # Markdown anchors

    def card_phrases(ts_file: str) -> set[str | None]:
        """The ``CardText`` strings of the code, as ``pyside6-lupdate`` wrote them into a ``.ts``."""
        root = ET.parse(ROOT / ts_file).getroot()
        cards = [context for context in root.iter("context") if context.findtext("name") == "CardText"]
        return {message.findtext("source") for context in cards for message in context.iter("message")}

    for language in LANGUAGES:
        assert (ROOT / language.ts_file).exists(), language.code
        assert (ROOT / "resources" / "rules" / f"{language.code}.md").exists(), language.code
        if language.source:
            continue
        assert language.terms.split("#")[1] in headings, language.terms
        tables = yaml.safe_load((ROOT / language.tables_file).read_text(encoding="utf-8"))
        assert {item["en"] for item in tables["phrases"]} == card_phrases(language.ts_file), language.code
        assert all(item["text"] for item in tables["phrases"]) and isinstance(tables["names"], dict)


def test_the_command_line_and_the_app_offer_every_language() -> None:
    from wonders_desktop.cli import build_parser
    from wonders_desktop.ui.language.i18n import LANGUAGES as MENU

    assert list(MENU) == list(LANGUAGE_CODES)
    assert [MENU[code] for code in LANGUAGE_CODES] == [language.native for language in LANGUAGES]
    help_text = build_parser().format_help()
    assert all(code in help_text for code in LANGUAGE_CODES)


def test_tools_and_packaging_read_the_registry_without_qt() -> None:
    script = (
        "import sys; sys.path.insert(0, 'packaging'); import bundle_filter, wonders_desktop.languages; "
        "assert not [m for m in sys.modules if m.startswith('PySide6')], 'Qt imported'"
    )
    subprocess.run([sys.executable, "-c", script], cwd=ROOT, check=True)


def test_zero_takes_the_plural_where_the_registry_says_so(qapp: object) -> None:
    """``zero_is_plural`` (True for every language today) decides the form of a count of zero; a
    language without it (French) keeps Qt's rule, which gives Portuguese's zero the singular."""
    from wonders_desktop.ui.language.i18n import ZeroIsPluralTranslator, compiled_path

    path = compiled_path("pt_BR")
    assert path is not None and languages.BY_CODE["pt_BR"].zero_is_plural
    forms = {}
    for zero_is_plural in (True, False):
        translator = ZeroIsPluralTranslator(zero_is_plural)
        assert translator.load(str(path))
        forms[zero_is_plural] = translator.translate("CardText", "%n coin(s)", None, 0)
    assert forms == {True: "%n moedas", False: "%n moeda"}
