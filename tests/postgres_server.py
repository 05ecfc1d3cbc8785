"""A throwaway PostgreSQL server for the tests that run against both databases.

``TCG_TEST_POSTGRES_URL`` names a server to use instead (its user must be allowed to create
schemas). Otherwise the system's binaries (``initdb``/``pg_ctl`` on PATH, or Debian's
``/usr/lib/postgresql/<version>/bin``) start a cluster in a temporary directory, listening on a
Unix socket only; as root, the server runs as the ``postgres`` user (postgres refuses root).
Each test gets its own schema (``?search_path=...`` in its URL), so tests never see each
other's rows and migrations run from scratch.
"""

from __future__ import annotations

import asyncio
import glob
import itertools
import os
import pwd
import shutil
import subprocess
import tempfile
from pathlib import Path
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

import asyncpg

URL_VARIABLE = "TCG_TEST_POSTGRES_URL"
_SERVER_USER = "postgres"  # Debian's postgresql package creates it


class PostgresUnavailable(RuntimeError):
    """No server can be used; the message says why (shown as the skip reason)."""


def with_query(url: str, **settings: str) -> str:
    """``url`` with ``settings`` added to its query string."""
    parts = urlsplit(url)
    query = dict(parse_qsl(parts.query))
    query.update(settings)
    return urlunsplit(parts._replace(query=urlencode(query)))


class PostgresServer:
    """A running server: ``url`` reaches its ``postgres`` database as a user that may create schemas."""

    def __init__(self, url: str, directory: Path | None = None, run_as: str | None = None) -> None:
        self.url = url
        self._directory = directory
        self._run_as = run_as
        self._numbers = itertools.count(1)
        self._schemas: list[str] = []

    async def new_schema(self) -> str:
        """Create an empty schema; return a URL whose connections use it (and only it)."""
        name = f"test_{os.getpid()}_{next(self._numbers)}"
        connection = await asyncpg.connect(self.url)
        try:
            await connection.execute(f"DROP SCHEMA IF EXISTS {name} CASCADE; CREATE SCHEMA {name}")
        finally:
            await connection.close()
        self._schemas.append(name)
        return with_query(self.url, search_path=name)

    def stop(self) -> None:
        if self._directory is None:  # a server we did not start: leave it as we found it
            asyncio.run(self._drop_schemas())
            return
        _run([_binary("pg_ctl"), "-D", str(self._directory / "data"), "-m", "immediate", "stop"], self._run_as)
        shutil.rmtree(self._directory, ignore_errors=True)


    async def _drop_schemas(self) -> None:
        connection = await asyncpg.connect(self.url)
        try:
            for name in self._schemas:
                await connection.execute(f"DROP SCHEMA IF EXISTS {name} CASCADE")
        finally:
            await connection.close()


def start_server() -> PostgresServer:
    """The server of ``TCG_TEST_POSTGRES_URL``, or a new throwaway one; PostgresUnavailable if neither."""
    url = os.environ.get(URL_VARIABLE, "").strip()
    if url:
        return PostgresServer(url)
    run_as = None
    if os.geteuid() == 0:
        try:
            pwd.getpwnam(_SERVER_USER)
        except KeyError:
            raise PostgresUnavailable(f"running as root and there is no '{_SERVER_USER}' user to run the server") from None
        run_as = _SERVER_USER
    directory = Path(tempfile.mkdtemp(prefix="tcg-postgres-"))
    if run_as:
        shutil.chown(directory, run_as)
    data = directory / "data"
    server_options = (
        f"-k {directory} -c listen_addresses='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
    )
    try:
        _run([_binary("initdb"), "-D", str(data), "-U", "postgres", "-A", "trust", "--no-locale", "-E", "UTF8",
              "--no-sync"], run_as)  # fmt: skip
        _run([_binary("pg_ctl"), "-D", str(data), "-l", str(directory / "server.log"), "-w", "-o", server_options,
              "start"], run_as)  # fmt: skip
    except PostgresUnavailable:
        shutil.rmtree(directory, ignore_errors=True)
        raise
    return PostgresServer(f"postgresql://postgres@/postgres?host={directory}", directory, run_as)


def _binary(name: str) -> str:
    found = shutil.which(name) or max(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"), default=None)
    if found is None:
        raise PostgresUnavailable(f"no '{name}' on PATH or in /usr/lib/postgresql (install Debian's postgresql package)")
    return found


def _run(command: list[str], user: str | None) -> None:
    result = subprocess.run(command, user=user, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise PostgresUnavailable(f"{Path(command[0]).name} failed: {(result.stderr or result.stdout).strip()[-500:]}")
