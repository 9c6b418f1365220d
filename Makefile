# ViewLab — the two quick-start commands are `make play` and `make test`.
SWIFT ?= swift
BUILD_FLAGS ?=
PREFIX ?= /usr/local
CONFIG ?= release

.PHONY: setup build play test test-fast install bench clean bindings

setup:
	@Scripts/setup.sh

build: setup
	$(SWIFT) build $(BUILD_FLAGS)

## Start the shell on the bundled catalog.
play: build
	@"$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/viewlab"

## Build everything and run every test (prints each part's time).
test: setup
	Scripts/test.sh

## The unit tests of every module only: no terminal, no run-time swiftc, no extra builds.
test-fast: setup
	Scripts/test-fast.sh

## Regenerate the shell's bindings of UIKit, QuartzCore and Core Graphics from their public
## declarations (Sources/ViewLabShell/Bindings/Generated; a test fails when they are out of date).
bindings:
	$(SWIFT) build $(BUILD_FLAGS) --product viewlab-bindgen
	"$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/viewlab-bindgen" --frameworks Sources --output Sources/ViewLabShell/Bindings/Generated

## Install viewlab, its data and its live-editing modules under PREFIX (CONFIG=debug|release).
install: setup
	PREFIX="$(PREFIX)" CONFIG="$(CONFIG)" Scripts/install.sh

clean:
	rm -rf .build
