"""The release workflow runs on GitHub's Windows, macOS and Linux runners, never here: so it is linted here
(issue 43). A broken workflow is found only on the day of a release, when nobody can fix it in time.

- the workflow against GitHub's published schema (check-jsonschema's vendored copy: no network);
- zizmor's offline audits: actions pinned to a commit, least permissions, no credentials left on disk;
- shellcheck over the shell the workflow and CI run (the workflow's ``run:`` steps and tools/*.sh).

The three linters come from PyPI wheels in the ``[test]`` extra, so a fresh clone's test command has them.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.yml"))
SCRIPTS_DIR = Path(sys.executable).parent  # the venv's bin (or Scripts) folder, where the wheels put them


def tool(name: str) -> str:
    """The linter installed beside this interpreter by the ``[test]`` extra."""
    for candidate in (SCRIPTS_DIR / name, SCRIPTS_DIR / f"{name}.exe"):
        if candidate.exists():
            return str(candidate)
    pytest.fail(f"{name} is missing: it comes with `pip install -e .[test]` (tools/test.sh does it)")


def schema_check(workflow: Path) -> subprocess.CompletedProcess[str]:
    schema = "vendor.github-workflows"
    return run(sys.executable, "-m", "check_jsonschema", "--builtin-schema", schema, str(workflow))


def run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=600)


def test_there_is_a_workflow_to_lint() -> None:
    assert [path.name for path in WORKFLOWS] == ["release.yml"]


@pytest.mark.parametrize("workflow", WORKFLOWS, ids=lambda path: path.name)
def test_the_workflow_matches_githubs_schema(workflow: Path) -> None:
    done = schema_check(workflow)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_schema_check_refuses_a_broken_workflow(tmp_path: Path) -> None:
    broken = tmp_path / "broken.yml"
    broken.write_text("on: push\njobs:\n  build:\n    runs-on: ubuntu-22.04\n    steps:\n      - usse: x\n")
    assert schema_check(broken).returncode != 0


@pytest.mark.parametrize("workflow", WORKFLOWS, ids=lambda path: path.name)
def test_zizmor_finds_nothing(workflow: Path) -> None:
    done = run(tool("zizmor"), "--offline", "--no-progress", str(workflow))
    assert done.returncode == 0, done.stdout + done.stderr


def test_zizmor_flags_an_unpinned_action(tmp_path: Path) -> None:
    loose = tmp_path / ".github" / "workflows" / "loose.yml"
    loose.parent.mkdir(parents=True)
    loose.write_text(
        "on: push\npermissions: {}\njobs:\n  build:\n    runs-on: ubuntu-22.04\n    steps:\n"
        "      - uses: actions/checkout@v4\n        with:\n          persist-credentials: false\n"
    )
    done = run(tool("zizmor"), "--offline", "--no-progress", str(loose))
    assert done.returncode != 0 and "unpinned" in done.stdout + done.stderr


def run_steps(workflow: Path) -> list[tuple[str, str]]:
    """(step name, script) of every ``run:`` step a POSIX shell runs (Linux and macOS runners use bash;
    the Windows runner's steps are the same single commands, valid in PowerShell too)."""
    steps: list[tuple[str, str]] = []
    for job in yaml.safe_load(workflow.read_text())["jobs"].values():
        for step in job["steps"]:
            if "run" in step:
                steps.append((step.get("name", step["run"]), step["run"]))
    return steps


@pytest.mark.parametrize("workflow", WORKFLOWS, ids=lambda path: path.name)
def test_the_workflows_shell_steps_pass_shellcheck(workflow: Path, tmp_path: Path) -> None:
    steps = run_steps(workflow)
    assert steps, "the workflow has no run steps to check"
    for index, (name, script) in enumerate(steps):
        # GitHub substitutes ${{ ... }} before the shell sees the script: a placeholder keeps it parseable.
        text = script.replace("${{", "${GITHUB_EXPR_").replace("}}", "}")
        path = tmp_path / f"step{index}.sh"
        path.write_text("#!/usr/bin/env bash\n" + text + "\n")
        done = run(tool("shellcheck"), "--shell=bash", str(path))
        assert done.returncode == 0, f"step {name!r}:\n{done.stdout}{done.stderr}"


def test_the_projects_shell_scripts_pass_shellcheck() -> None:
    scripts = [*sorted(str(path) for path in (ROOT / "tools").glob("*.sh")), str(ROOT / ".ci" / "run")]
    done = run(tool("shellcheck"), *scripts)
    assert done.returncode == 0, done.stdout + done.stderr


def test_shellcheck_flags_an_unquoted_variable(tmp_path: Path) -> None:
    script = tmp_path / "bad.sh"
    script.write_text("#!/usr/bin/env bash\nrm $1\n")
    assert run(tool("shellcheck"), str(script)).returncode != 0
