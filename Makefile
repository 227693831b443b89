# Every target that builds or tests runs tools/setup first, which installs
# what is missing (idempotent, quick when all is there), so a fresh clone
# works with a plain `make test`.

SHELL := bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := help

# cargo-installed tools (trunk, wasm-bindgen) and npm tools (wasm-opt, playwright).
export PATH := $(HOME)/.cargo/bin:$(CURDIR)/node_modules/.bin:$(PATH)
# Trunk's update check would try the network on every run.
export TRUNK_SKIP_VERSION_CHECK := true
# Used by wasm-bindgen-test-runner if browser-side Rust tests are added.
export CHROMEDRIVER ?= /usr/bin/chromedriver

# The paths of crates on the building machine are left out of the site's wasm (they are in
# its panic messages): the same site from every machine, and about 70 B less to load. The
# directory's suffix is crates.io's, the same for everyone.
CARGO_HOME ?= $(HOME)/.cargo
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS := --remap-path-prefix=$(CARGO_HOME)/registry/src/index.crates.io-1949cf8c6b5b557f=crates

# Where the site is hosted for real; the e2e tests serve it there too.
SUBPATH := /games/mancala/

# Trunk.toml sets offline = true, which makes Trunk run cargo with --offline:
# fetch first so a fresh machine has every crate (including wasm-only ones). Then every
# wasm binary is built one profile at a time, its binaries' link steps side by side
# (tools/wasm-prebuild), which Trunk, building them one after the other, finds done.
TRUNK_BUILD := cargo fetch --quiet && tools/wasm-prebuild && trunk build --release

.PHONY: help setup serve dist dist-subpath size bench soak fuzz endgames-check check test e2e clean distclean

help:
	@echo 'make setup         install tools (trunk, wasm-bindgen, chromium, npm packages)'
	@echo 'make serve         dev server on http://127.0.0.1:8080/ (rebuilds on change)'
	@echo 'make dist          release site in dist/ (served at /)'
	@echo 'make dist-subpath  release site in dist-subpath/ for $(SUBPATH)'
	@echo 'make size          release site sizes, raw and gzipped, against the budget'
	@echo 'make bench         tap latency, idle work, size and load time of the release site'
	@echo 'make soak          10 minutes of computer against computer in the browser: memory, long tasks, errors'
	@echo 'make fuzz          the fuzz tier, long: 1,000,000 inputs to every input parser'
	@echo 'make endgames-check  every shipped endgame database rebuilt and compared whole'
	@echo 'make check         daily work: fmt, clippy, the native tests (no site, no browser)'
	@echo 'make test          fmt, clippy, cargo test (with a short fuzz run), the size budgets, browser tests'
	@echo 'make clean         remove build output'

setup:
	@tools/setup

# Debug build, written to target/ so it never replaces the release site in dist/.
serve: setup
	cargo fetch --quiet
	trunk serve --address 127.0.0.1 --port 8080 --open=false --dist target/trunk-serve

dist: setup
	$(TRUNK_BUILD) --public-url / --dist dist

dist-subpath: setup
	$(TRUNK_BUILD) --public-url $(SUBPATH) --dist dist-subpath

size: dist
	@tools/size dist

# Not part of `make test`: it measures (a couple of minutes) and never fails on a figure.
bench: dist
	@tools/bench dist

# Not part of `make test`, which runs a short fuzz run of 5,000 inputs a parser inside
# `cargo test` (tests/fuzz): every parser fed FUZZ_INPUTS inputs in an optimised build with
# overflow checks (the `fuzz` profile). About 2 minutes of CPU for the inputs, after a build
# of 5 to 9 minutes (docs/testing.md).
FUZZ_INPUTS ?= 1000000
# Not part of `make test` (which checks every file's header, checksum and smaller positions):
# each file of static/endgames rebuilt in a release build and compared byte for byte.
endgames-check:
	cargo test --release --test endgame_files -- --ignored

fuzz:
	FUZZ_INPUTS=$(FUZZ_INPUTS) cargo test --profile fuzz --test fuzz -- --nocapture --test-threads=2
	node tests/fuzz/v1_save.mjs $(FUZZ_INPUTS)

# Not part of `make test`: computer against computer in the browser for SOAK_MINUTES
# (10 by default), printing memory, long tasks and console errors; never fails on a figure.
soak: dist-subpath
	@tools/soak dist-subpath

# The tier for daily work (docs/testing.md): what a change to the rules, the search or the
# reducer breaks first, with no site build and no browser.
check:
	cargo fmt --check
	cargo clippy --all-targets -- -D warnings
	cargo test

test: setup check
	@# The fuzz tier's short run of the one parser in JavaScript (version 1 saves).
	node tests/fuzz/v1_save.mjs 5000
	$(TRUNK_BUILD) --public-url $(SUBPATH) --dist dist-subpath
	@# What the post-build hook must leave in the site (docs/hosting.md), and its reading
	@# of the style sheet that gives each page the rules it can match.
	DIST=dist-subpath node --test tools/post-build.test.mjs tools/page-style.test.mjs
	@# The byte budgets (make size) on the same build: a page over its budget fails here.
	tools/size dist-subpath
	@# The browser tests check the page against `cargo run --bin mancala`: build it
	@# now so its first use inside a test does not compile under the test timeout.
	cargo build --quiet --bin mancala
	playwright test

# Browser tests only, against an existing dist-subpath/.
e2e:
	playwright test

clean:
	cargo clean
	rm -rf dist dist-subpath test-results playwright-report screenshots

distclean: clean
	rm -rf node_modules
