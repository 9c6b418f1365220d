# ViewLab — the two quick-start commands are `make play` and `make test`.
SWIFT ?= swift
BUILD_FLAGS ?=
PREFIX ?= /usr/local
CONFIG ?= release

.PHONY: setup build play test install bench clean

setup:
	@Scripts/setup.sh

build: setup
	$(SWIFT) build $(BUILD_FLAGS)

## Start the shell on the bundled catalog.
play: build
	@"$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/viewlab"

## Build everything and run every test.
test: setup
	Scripts/test.sh

## Install viewlab, its data and its live-editing modules under PREFIX (CONFIG=debug|release).
install: setup
	PREFIX="$(PREFIX)" CONFIG="$(CONFIG)" Scripts/install.sh

clean:
	rm -rf .build
