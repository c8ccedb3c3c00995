#!/bin/sh
# Print the path of a Python 3.12 for the build venv (pyodide-lock needs >= 3.12): $LITE_PYTHON,
# python3.12 on PATH, or pyenv's. Fails with a message when there is none.
for py in "${LITE_PYTHON:-}" "$(command -v python3.12)" "$HOME"/.pyenv/versions/3.12.*/bin/python3.12; do
    if [ -n "$py" ] && [ -x "$py" ] && "$py" -c 'import sys, venv; assert sys.version_info[:2] == (3, 12)' 2>/dev/null; then
        echo "$py"; exit 0
    fi
done
echo "no Python 3.12 found (set LITE_PYTHON, or install it: pyenv install 3.12)" >&2
exit 1
