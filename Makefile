# Two commands for a fresh machine (Python 3.11+, make):
#   make lab    set up .venv and open the lessons in JupyterLab
#   make test   set up .venv and run every test
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: lab test test-fast lint bench bench-compiled clean js-test bench-widget screenshots

# the card table's front-end unit tests (vitest + jsdom, in widgets/)
JS_STAMP := widgets/node_modules/.installed

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e ".[jupyter,test]"
	touch $(STAMP)

lab: $(STAMP)
	$(BIN)/jupyter trust notebooks/pt-BR/*.ipynb notebooks/en/*.ipynb
	$(BIN)/jupyter lab notebooks/ $$([ "$$(id -u)" = 0 ] && echo --allow-root)

lint: $(STAMP)
	$(BIN)/ruff check .

test: $(STAMP) lint js-test
	$(BIN)/pytest --nbval --nbval-current-env --nbval-sanitize-with notebooks/sanitize.cfg tests notebooks

$(JS_STAMP): widgets/package.json widgets/package-lock.json
	cd widgets && npm ci --no-audit --no-fund --loglevel=error
	touch $(JS_STAMP)

js-test:
	@if command -v npm >/dev/null; then $(MAKE) --no-print-directory $(JS_STAMP) && \
		cd widgets && npx vitest run; \
	elif [ "$$CI" = true ]; then echo "npm is missing: the front-end tests cannot run"; exit 1; \
	else echo "*** FRONT-END TESTS NOT RUN: npm is missing (install Node.js 20) ***"; fi

test-fast: $(STAMP)
	$(BIN)/pytest -x -q -m "not binder" tests

bench: $(STAMP)
	$(BIN)/python benchmarks/bench_engine.py

bench-compiled: $(STAMP)
	$(BIN)/pip install --quiet -e ".[bench]"
	$(BIN)/python benchmarks/bench_compiled.py

bench-widget: $(STAMP)
	$(BIN)/python benchmarks/bench_widget.py

screenshots: $(STAMP)
	$(BIN)/python benchmarks/screenshots.py

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .hypothesis widgets/node_modules
