#!/usr/bin/env python3
"""Checks action.yml without a runner: a composite action whose bash steps parse (bash -n, shellcheck), take
the inputs through their env (no ${{ }} spliced into a script), and whose key and build steps, run here, write
the outputs the later steps read. Usage: check_action.py action.yml TOOL (TOOL: a built a11y-crawl)"""
import os, subprocess, sys, tempfile, yaml

def main(path, tool):
    action = yaml.safe_load(open(path, encoding="utf-8"))
    assert action["runs"]["using"] == "composite", f"{path} is not a composite action"
    steps = action["runs"]["steps"]
    by_id = {step["id"]: step for step in steps if "id" in step}
    for step in steps:
        if "run" not in step:
            continue
        assert step.get("shell") == "bash", f"step '{step['name']}' has no shell: bash"
        assert "${{" not in step["run"], f"step '{step['name']}' splices an expression into its script"
        subprocess.run(["bash", "-n", "-c", step["run"]], check=True)
        subprocess.run(["shellcheck", "-s", "bash", "-"], input=step["run"], text=True, check=True)
    root = os.path.dirname(os.path.abspath(path))
    def run(step_id, env):
        with tempfile.NamedTemporaryFile("r") as output:
            subprocess.run(["bash", "-euo", "pipefail", "-c", by_id[step_id]["run"]], check=True,
                           env={**os.environ, "GITHUB_OUTPUT": output.name, **env})
            return dict(line.split("=", 1) for line in output.read().splitlines())
    key = run("key", {"ACTION_PATH": root})["hash"]
    assert len(key) == 16, f"the key step wrote '{key}'"
    given = run("build", {"TOOL": tool, "ACTION_PATH": root})["path"]
    assert given == tool, f"the build step given a tool wrote '{given}'"
    outputs = {name: value["value"] for name, value in action["outputs"].items()}
    assert all("steps.check.outputs." in value for value in outputs.values()), outputs
    print(f"{path}: composite, {len(steps)} steps; step scripts parse; build key {key}; a given tool is used as is")

if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
