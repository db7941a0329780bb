# make install PREFIX=/usr/local: builds the release binary and installs it with its shell completions and its
# manual page (all three written by the binary itself: `completions <shell>`, `manpage`).
#   make install PREFIX=$HOME/.local      into your home
#   make install DESTDIR=/tmp/pkg          staged, for packaging
#   make build VERSION=1.2.3               stamp the version (Scripts/stamp-version.sh) before building
#   make uninstall PREFIX=…
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
DATADIR ?= $(PREFIX)/share
DESTDIR ?=
SWIFT ?= swift
VERSION ?=
# On Linux the Swift runtime and Foundation are linked into the binary: it starts in about 9 ms instead of 13
# (no dynamic loading of libFoundation and ICU) and runs about 7% faster (BENCHMARKS.md). macOS has them in the OS.
STATIC ?= $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib)

.PHONY: build install uninstall

build:
ifneq ($(VERSION),)
	Scripts/stamp-version.sh $(VERSION)
endif
	$(SWIFT) build -c release $(STATIC) --product a11y-crawl

install: build
	bin="$$($(SWIFT) build -c release $(STATIC) --show-bin-path)/a11y-crawl"; \
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(DATADIR)/bash-completion/completions" \
	  "$(DESTDIR)$(DATADIR)/zsh/site-functions" "$(DESTDIR)$(DATADIR)/fish/vendor_completions.d" \
	  "$(DESTDIR)$(DATADIR)/man/man1" && \
	install -m 755 "$$bin" "$(DESTDIR)$(BINDIR)/a11y-crawl" && \
	"$$bin" completions bash > "$(DESTDIR)$(DATADIR)/bash-completion/completions/a11y-crawl" && \
	"$$bin" completions zsh > "$(DESTDIR)$(DATADIR)/zsh/site-functions/_a11y-crawl" && \
	"$$bin" completions fish > "$(DESTDIR)$(DATADIR)/fish/vendor_completions.d/a11y-crawl.fish" && \
	"$$bin" manpage > "$(DESTDIR)$(DATADIR)/man/man1/a11y-crawl.1"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/a11y-crawl" "$(DESTDIR)$(DATADIR)/bash-completion/completions/a11y-crawl" \
	  "$(DESTDIR)$(DATADIR)/zsh/site-functions/_a11y-crawl" "$(DESTDIR)$(DATADIR)/fish/vendor_completions.d/a11y-crawl.fish" \
	  "$(DESTDIR)$(DATADIR)/man/man1/a11y-crawl.1"
