# ViewLab — the two quick-start commands are `make play` and `make test`.
SWIFT ?= swift
BUILD_FLAGS ?=
PREFIX ?= /usr/local
CONFIG ?= release

.PHONY: setup build play test test-fast install bench clean bindings docs format

setup:
	@Scripts/setup.sh

build: setup
	$(SWIFT) build $(BUILD_FLAGS)

# What `make play` rebuilds on: the package's sources, manifest, plugins and bundled catalog and
# themes. With none of them newer than the last build, the shell starts at once (a null
# `swift build` still plans the whole package: 10–40 s on this machine). The stamp names the
# binary that build made, so BUILD_FLAGS (`-c release`) get their own.
PLAY_INPUTS := $(shell find Package.swift Sources Plugins Playgrounds Themes Fonts -type f 2>/dev/null)
empty :=
space := $(empty) $(empty)
PLAY_STAMP := .build/play$(subst /,_,$(subst $(space),,$(BUILD_FLAGS))).stamp

$(PLAY_STAMP): $(PLAY_INPUTS)
	@Scripts/setup.sh
	$(SWIFT) build $(BUILD_FLAGS)
	@echo "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/viewlab" > $@

## Start the shell on the bundled catalog (builds first when a source changed).
play: $(PLAY_STAMP)
	@"$$(cat $(PLAY_STAMP))"

## Build everything and run every test (prints each part's time).
test: setup
	Scripts/test.sh

## The unit tests of every module only: no terminal, no run-time swiftc, no extra builds.
test-fast: setup
	Scripts/test-fast.sh

## Rewrite the package's Swift as `.swift-format` says (`make test-fast` and `make test` check it).
format:
	Scripts/format.sh --fix

## Regenerate the shell's bindings of UIKit, QuartzCore and Core Graphics from their public
## declarations, and of the standard library's and Foundation's chosen types from the toolchain's
## interfaces (Sources/ViewLabShell/Bindings/Generated; a test fails when they are out of date).
bindings:
	$(SWIFT) build $(BUILD_FLAGS) --product viewlab-bindgen
	"$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/viewlab-bindgen" --frameworks Sources --output Sources/ViewLabShell/Bindings/Generated \
		--initializers Sources/SourceBridge/FrameworkInitializers+Generated.swift

## Regenerate the command references (Docs/reference) from the tables that drive `:help` and
## `viewlab --help` (a test fails when they are out of date).
docs:
	$(SWIFT) build $(BUILD_FLAGS) --product viewlab
	@mkdir -p Docs/reference
	@bin="$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/viewlab"; for r in shell cli; do \
	  "$$bin" help --reference $$r > Docs/reference/$$r.md.tmp && mv Docs/reference/$$r.md.tmp Docs/reference/$$r.md; done

## Install viewlab, its data and its live-editing modules under PREFIX (CONFIG=debug|release).
install: setup
	PREFIX="$(PREFIX)" CONFIG="$(CONFIG)" Scripts/install.sh

clean:
	rm -rf .build
