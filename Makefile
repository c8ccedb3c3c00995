# Two commands for a fresh machine (Python 3.11+, make):
#   make lab    set up .venv and open the lessons in JupyterLab
#   make test   set up .venv and run every test
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
# a learner's venv (`make lab`: the package and Jupyter), then the tests' tools on top of it
LAB_STAMP := $(VENV)/.installed-jupyter
STAMP := $(VENV)/.installed

.PHONY: lab lab-setup test test-frontends test-fast fuzz lint bench bench-compiled clean js-test bench-widget bench-simulate bench-room screenshots lite lite-serve test-lite lite-for-test bench-lite bench-lite-worker \
	bench-coach coach-model coach-model-deep bench-playouts bench-coach-truth test-coach-deep bench-duel danger-model \
	bench-instructions puzzles bench-puzzles bench-trainer

# the card table's front-end unit tests (vitest + jsdom, in widgets/)
JS_STAMP := widgets/node_modules/.installed

$(LAB_STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e ".[jupyter]"
	touch $(LAB_STAMP)

$(STAMP): $(LAB_STAMP) pyproject.toml
	$(BIN)/pip install --quiet -e ".[jupyter,test]"
	touch $(STAMP)

# everything `make lab` does before it starts the server (also: time a learner's set-up)
lab-setup: $(LAB_STAMP)
	$(BIN)/jupyter trust notebooks/pt-BR/*.ipynb notebooks/en/*.ipynb

lab: lab-setup
	$(BIN)/jupyter lab notebooks/ $$([ "$$(id -u)" = 0 ] && echo --allow-root)

lint: $(STAMP)
	$(BIN)/ruff check .

# on both cores: each test file (each lesson, with its cells in order) stays on one worker
test: $(STAMP) lint js-test lite-for-test
	$(BIN)/pytest -n 2 --dist loadfile --nbval --nbval-current-env -m "not frontends" \
		--nbval-sanitize-with notebooks/sanitize.cfg tests notebooks

# the tables' slower browser tests: screen readers and focus, the projector, lessons that open
# clean in JupyterLab and Notebook 7, axe in Notebook 7
test-frontends: $(STAMP)
	$(BIN)/pytest -q -m frontends tests/e2e

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

# the fuzz suite's long profile (make test runs its quick one): many more hostile inputs
fuzz: $(STAMP)
	CACHETA_FUZZ=long $(BIN)/pytest -q tests/fuzz

bench: $(STAMP)
	$(BIN)/pip install --quiet -e ".[bench]"
	$(BIN)/python benchmarks/bench_engine.py

# instructions per can_bater and per analyze (valgrind), the same under any load; BEFORE=DIR
# compares with another version of the package (DIR/cacheta_lab)
bench-instructions: $(STAMP)
	$(BIN)/python benchmarks/count_instructions.py --call can_bater $(if $(BEFORE),--before $(BEFORE))
	$(BIN)/python benchmarks/count_instructions.py --call analyze $(if $(BEFORE),--before $(BEFORE))

bench-compiled: $(STAMP)
	$(BIN)/pip install --quiet -e ".[bench]"
	$(BIN)/python benchmarks/bench_compiled.py

bench-widget: $(STAMP)
	$(BIN)/python benchmarks/bench_widget.py

# the puzzle trainer: first puzzle shown, click → verdict (JupyterLab and Chromium; then the
# JupyterLite site, offline)
bench-trainer: $(STAMP)
	$(BIN)/python benchmarks/bench_trainer.py
	$(MAKE) --no-print-directory lite
	$(BIN)/python benchmarks/bench_trainer.py --lite --answers 10

bench-simulate: $(STAMP)
	$(BIN)/python benchmarks/bench_simulate.py

# rooms under load: 100 rooms x 4 headless seats against one server process, then two; then a
# class of 8 tables x 4 seats, its projector link measured too; then a race of 30 seats
bench-room: $(STAMP)
	$(BIN)/python benchmarks/bench_room.py --rooms 100 --servers 1 --seconds 30
	$(BIN)/python benchmarks/bench_room.py --rooms 100 --servers 2 --seconds 30
	$(BIN)/python benchmarks/bench_room.py --class --tables 8 --seconds 30
	$(BIN)/python benchmarks/bench_room.py --race --people 30 --puzzles 10

# the deep evaluator's play-outs: per CPU-second by preset and players, and the policy's
# strength against the greedy and strong bots
bench-playouts: $(STAMP)
	$(BIN)/python benchmarks/bench_playouts.py --strength 70 --out benchmarks/playouts.json

# the coach against deep play-outs (both cores; deep results cached in benchmarks/)
bench-coach-truth: $(STAMP)
	timeout 7200 $(BIN)/python benchmarks/bench_coach_truth.py

# the deep evaluator's long test profile: many more positions, deals and exact endgames
test-coach-deep: $(STAMP)
	CACHETA_DEEP=long $(BIN)/pytest -q tests/test_coach_deep.py

# the coach: evaluator and grading times, review time, and the strong bot against its
# predecessor (benchmarks/baseline_bots.py); figures in benchmarks/README.md
bench-coach: $(STAMP)
	$(BIN)/python benchmarks/bench_coach.py --rounds 4 --duel 150

# the strong bot against its predecessor, two of each at a 4-seat table, 300 rounds a preset
# on both cores (bench_duel.py takes any two levels); figures in benchmarks/README.md
bench-duel: $(STAMP)
	timeout 3600 $(BIN)/python benchmarks/bench_duel.py strong measure-strong --rounds 300

# the win-chance model (cacheta_lab/game/win_model.json), fitted again on seeded self-play, then
# to the deep evaluator on its training positions (coach-model-deep)
coach-model: $(STAMP)
	$(BIN)/python tools/models/fit_coach.py --rounds 300 --seed 21
	$(MAKE) coach-model-deep

# the model's second stage alone: deep play-outs of 512 training positions (disjoint from the
# benchmark's; cached in benchmarks/coach_train_cache.jsonl), then the fit to them
coach-model-deep: $(STAMP)
	timeout 7200 $(BIN)/python tools/models/coach_train_set.py --positions 512
	$(BIN)/python tools/models/fit_coach_deep.py --positions 512

# the danger model of the bench's learned bots (benchmarks/danger_model.json): what a discard may hand on, fitted on
# seeded self-play against the real hands; its calibration on held-out rounds is printed and
# stored with it (benchmarks/README.md, the coach)
danger-model: $(STAMP)
	timeout 3600 $(BIN)/python tools/models/fit_danger.py --rounds 200

# the puzzle set the package ships, built from seeded self-play on both cores (resumed when run
# again after an interruption), then every puzzle checked again: exact answers against the
# brute-force oracle of the tests, every answer graded best by the coach
PUZZLES := cacheta_lab/puzzles/puzzles.json.gz
puzzles: $(STAMP)
	$(BIN)/cacheta-lab puzzles build --presets all --count 1800 --seed 2026 --workers 2 \
		--out $(PUZZLES)
	$(BIN)/python benchmarks/check_puzzles.py $(PUZZLES)

# the shipped set measured: solve rates by rating band, the coach's and the solvers' ratings,
# puzzles built per CPU-minute; figures in benchmarks/README.md
bench-puzzles: $(STAMP)
	$(BIN)/python benchmarks/bench_puzzles.py

screenshots: $(STAMP)
	$(BIN)/python benchmarks/screenshots.py

# the lessons as a JupyterLite site in dist/lite/, built in its own Python 3.12 venv (lite/.venv);
# downloads are kept in lite/.cache/
LITE_VENV := lite/.venv
LITE_STAMP := $(LITE_VENV)/.installed
LITE_SITE := dist/lite/files.txt
LITE_SOURCES := $(wildcard notebooks/en/*.ipynb notebooks/pt-BR/*.ipynb widgets/*.js widgets/*.css \
	cacheta_lab/*.py cacheta_lab/*/*.py cacheta_lab/*/*/*.py cacheta_lab/*/*.json cacheta_lab/*/*.json.gz lite/*.py lite/*.mjs \
	lite/*.json lite/requirements-kernel.txt) pyproject.toml

$(LITE_STAMP): lite/requirements-build.txt
	rm -rf $(LITE_VENV)
	py=$$(lite/python312.sh) && $$py -m venv $(LITE_VENV)
	$(LITE_VENV)/bin/pip install --quiet --no-deps -r lite/requirements-build.txt
	touch $(LITE_STAMP)

$(LITE_SITE): $(LITE_STAMP) $(LITE_SOURCES)
	$(LITE_VENV)/bin/python lite/build.py

lite: $(LITE_SITE)

lite-serve: $(LITE_SITE)
	$(PYTHON) lite/serve.py dist/lite

# Lite beside JupyterLab on CPython: kernel start, Run All per lesson, card-table clicks
bench-lite: $(STAMP) $(LITE_SITE)
	$(BIN)/python benchmarks/bench_lite_start.py
	$(BIN)/python benchmarks/bench_lite.py

# where a Lite kernel's start goes, step by step in a Web Worker, and the floor (bare Pyodide)
bench-lite-worker: $(STAMP) $(LITE_SITE)
	$(BIN)/python benchmarks/bench_lite_worker.py --runs 3 --importtime 12
	$(BIN)/python benchmarks/bench_lite_worker.py --runs 3 --bare
	$(BIN)/python benchmarks/bench_lite_worker.py --runs 3 --bare --no-snapshot

# every lesson in the browser, offline; `make test` runs one per language
test-lite: $(STAMP) $(LITE_SITE)
	CACHETA_LITE_LESSONS=all $(BIN)/pytest -q tests/lite

lite-for-test:
	@if lite/python312.sh >/dev/null 2>&1; then $(MAKE) --no-print-directory $(LITE_SITE); \
	elif [ "$$CI" = true ]; then lite/python312.sh; echo "the JupyterLite site cannot be built"; exit 1; \
	else echo "*** JUPYTERLITE SITE NOT BUILT: no Python 3.12 (its tests will skip) ***"; fi

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .hypothesis widgets/node_modules $(LITE_VENV) dist/lite
