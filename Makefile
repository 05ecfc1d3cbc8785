# The two commands of the README: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: run test install install-test lint fuzz bench

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

install: $(BIN)/python
	$(BIN)/pip install --quiet -e .

install-test: $(BIN)/python
	$(BIN)/pip install --quiet -e '.[test]'

run: install
	$(BIN)/tcg run

lint: install-test
	$(BIN)/ruff check engine bot tests bench

test: install-test lint
	$(BIN)/pytest

# The engine contract checked over many random games (CI runs this after the tests).
fuzz: install
	$(BIN)/tcg fuzz lorcana --games 1000 --seed 1 --jobs 2
	$(BIN)/tcg fuzz lorcana --games 200 --seed 2 --players 4 --jobs 2
	$(BIN)/tcg fuzz ultraman --games 1000 --seed 3 --jobs 2
	$(BIN)/tcg fuzz underworld --games 1000 --seed 4 --jobs 2

bench: install
	$(BIN)/python bench/engine.py
	$(BIN)/python bench/render.py
	$(BIN)/python bench/lookup.py
	$(BIN)/python bench/bot.py
