# The two commands of the README: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: run test install install-test compiled lint postgres fuzz bench

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# Stamps in the venv: a second `make test` (or `make fuzz` beside it in CI) does not reinstall.
INSTALLED := $(VENV)/.installed
INSTALLED_TEST := $(VENV)/.installed-test

$(INSTALLED): $(BIN)/python pyproject.toml
	$(BIN)/pip install --quiet -e .
	touch $@

$(INSTALLED_TEST): $(BIN)/python pyproject.toml
	$(BIN)/pip install --quiet -e '.[test]'
	touch $@ $(INSTALLED)

install: $(INSTALLED)

install-test: $(INSTALLED_TEST)

# The engine's hot modules compiled with Cython; only changed ones are built again (engine/compiled.py).
compiled: install
	$(BIN)/python scripts/compile_engine.py

run: install compiled
	$(BIN)/tcg run

lint: install-test
	$(BIN)/ruff check engine bot tests bench scripts

# The storage, service and league tests run on SQLite and on PostgreSQL (a throwaway server started
# by the tests, or TCG_TEST_POSTGRES_URL); this installs the server binaries if they are missing.
postgres:
	.ci/install-postgres

test: install-test compiled lint postgres
	$(BIN)/pytest

# Every 隐秘世界 option set to its alternative reading (engine/games/underworld/options.py).
UNDERWORLD_ALTERNATIVES = --option recovery_order=clear_first --option withdraw_optional=false \
	--option spirit_scope=battle_only --option carnage_stacking=max --option influence_reward=may \
	--option idle_white_icons_take_part=true --option region_win_priority=as_after_resolution \
	--option adjacent_regions=any_other --option sealed_on_won_region=at_win \
	--option death_scope=destroyed_or_sacrificed --option prestige_rule=ready_count \
	--option mid_contest_region_win=skip --option pass_locks_standard_actions=false \
	--option draw_step_priority=false --option region_win_timing=any_time \
	--option hidden_agents_contest=false --option hidden_agent_icon=battle \
	--option reveal_moves_to_stack=false

# The engine contract checked over many random games (CI runs this after the tests); each run
# alternates random legal decks of every implemented card with the preset decks (--decks both).
fuzz: install compiled
	$(BIN)/tcg fuzz lorcana --games 1000 --seed 1 --jobs 2 --decks both
	$(BIN)/tcg fuzz lorcana --games 200 --seed 2 --players 4 --jobs 2 --decks both
	$(BIN)/tcg fuzz ultraman --games 1000 --seed 3 --jobs 2 --decks both
	$(BIN)/tcg fuzz ultraman --games 200 --seed 7 --jobs 2 --decks both --pack tests/games/ultraman/packs/cp01
	$(BIN)/tcg fuzz underworld --games 1000 --seed 4 --jobs 2 --decks both
	$(BIN)/tcg fuzz underworld --games 100 --seed 5 --jobs 2 $(UNDERWORLD_ALTERNATIVES) --decks both
	$(BIN)/tcg fuzz mtg --games 1000 --seed 6 --jobs 2 --decks both
	$(BIN)/tcg fuzz mtg --games 200 --seed 10 --players 4 --option format=commander --jobs 2 --decks both
	$(BIN)/tcg fuzz sanguozhi --games 1000 --seed 8 --jobs 2 --decks both
	$(BIN)/tcg fuzz sanguozhi --games 200 --seed 9 --players 4 --jobs 2 --decks both
	# the heuristic agent in the first seat reaches positions random play rarely does (engine/fuzz.py)
	$(BIN)/tcg fuzz lorcana --games 200 --seed 11 --jobs 2 --ai
	$(BIN)/tcg fuzz ultraman --games 200 --seed 12 --jobs 2 --ai
	$(BIN)/tcg fuzz underworld --games 60 --seed 13 --jobs 2 --ai
	$(BIN)/tcg fuzz mtg --games 60 --seed 14 --jobs 2 --ai
	$(BIN)/tcg fuzz mtg --games 6 --seed 15 --players 4 --option format=commander --jobs 2 --ai
	$(BIN)/tcg fuzz sanguozhi --games 60 --seed 16 --jobs 2 --ai

bench: install
	$(BIN)/python bench/engine.py
	$(BIN)/python bench/render.py
	$(BIN)/python bench/lookup.py
	$(BIN)/python bench/bot.py
	$(BIN)/python bench/ai.py --games 100
