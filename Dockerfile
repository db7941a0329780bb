# a11y-crawl in a container: built with Swift's official image, with the Swift runtime and Foundation linked in
# (--static-swift-stdlib, as `make` builds it on Linux), run on its slim image.
#   docker build -t a11y-crawl .
#   docker run --rm -v "$PWD:/work" a11y-crawl check --format sarif --output a11y.sarif Recordings/
# Stamp a release version with --build-arg VERSION=1.2.3; pick another Swift image with --build-arg SWIFT=6.2
# (the project is built and tested with Swift 6.3). .ci/run checks this file's syntax and its RUN lines with
# `sh -n` and shellcheck (.ci/check_dockerfile.py); it does not build the image.
ARG SWIFT=6.3
FROM swift:${SWIFT}-noble AS build
ARG VERSION=
RUN apt-get update && apt-get install -y --no-install-recommends zlib1g-dev && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY . .
RUN if [ -n "$VERSION" ]; then Scripts/stamp-version.sh "$VERSION"; fi \
 && swift build -c release --static-swift-stdlib --product a11y-crawl \
 && install -m 755 "$(swift build -c release --static-swift-stdlib --show-bin-path)/a11y-crawl" /usr/local/bin/a11y-crawl

FROM swift:${SWIFT}-noble-slim
RUN apt-get update && apt-get install -y --no-install-recommends zlib1g && rm -rf /var/lib/apt/lists/*
COPY --from=build /usr/local/bin/a11y-crawl /usr/local/bin/a11y-crawl
WORKDIR /work
ENTRYPOINT ["a11y-crawl"]
CMD ["--help"]
