"""The one writer of the suite's own output files, and the Markdown tables they hold.

Every command that writes (the sweep's table, fusion and ablation tables, ``cpu-code``, ``sass``,
``report``, ``compare``) writes through :class:`Artifacts`: a folder no earlier run used (or a
temporary one moved into place when complete), Markdown beside CSV for every table, and JSON that
always carries ``"artifact"`` (its kind) and ``"machine"``. That is how the result reader tells the
suite's own JSON from pytest-benchmark results (:func:`is_artifact`), with no list of file names
to keep up to date.

Stored files stay small (results/ is kept in git): a compiler's raw output (assembly, SASS, PTX, HLO)
and a sweep's process logs are written compressed (``NAME.xz``, xz, lossless), and so are a JSON result
or a JSON-lines log (the sweep's points log, once its run ends) larger than LARGE_JSON (``NAME.json.xz``,
``NAME.jsonl.xz``) and a CSV table larger than LARGE_CSV; :func:`read_text` reads either form, and every
reader of result files goes through it. A sweep's result files are packed into one at its end
(:func:`pack`). A figure's PNG is stored in 256 colours (:func:`save_figure`).
"""
from __future__ import annotations

import json
import lzma
import os
import shutil
from pathlib import Path
from typing import TYPE_CHECKING

from harness import cli
from harness.table import Table, of_frame

if TYPE_CHECKING:  # pandas is imported where a table is made: a measuring process never makes one
    import pandas as pd


# The result files' schema: written into every file the suite writes (an analysis result's "schema",
# a benchmark file's machine_info.cartpole.schema) and checked by every reader, which refuses a newer
# one by name. 1: everything before the field existed; 2: points measured in several processes (each
# benchmark's process, processes, round_s and placement in extra_info).
SCHEMA = 2
# A sweep's design: what its points hold, so that a table never sets points of different methods side by side
# unmarked. Each design holds the ones before it; a run.json records its own ("design"), the runs before the
# field have it written in from what their files hold (the per-point fields each design added), and a
# run.json whose field is missing or malformed is read as the oldest.
DESIGNS = {1: "one process a point", 2: "several processes a point, each point the median of theirs",
           3: "and each process's compile recorded (kept_between_processes)",
           4: "and a speed probe on every CPU beside every point (process_cpu_probe_s)",
           5: "and rounds of at least --round-ms (calls_per_round)",
           6: "and processes added to a point while its interval is wider than --interval-width"}
DESIGN = max(DESIGNS)
POINTS_LOG = "points.jsonl"  # a sweep's log of its points, one JSON line each (harness.measure.plugin writes it)


def schema_problem(version, where: str) -> str | None:
    """What is wrong with a file's schema version (absent: 1), in words; None when this suite reads it."""
    if version is None:
        return None
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        return f"{where} is {version!r}; expected a whole number of at least 1"
    if version > SCHEMA:
        return f"{where} {version} is newer than this suite reads (up to {SCHEMA}): update the suite"
    return None


XZ = ".xz"
# compiler output kept as text, and a measuring process's own output (the sweep's logs/): stored compressed
RAW_DUMPS = (".s", ".sass", ".ptx", ".hlo", ".ll", ".log")
LARGE_JSON = 16_000  # bytes: a JSON (or JSON-lines) result larger than this is stored compressed
LARGE_CSV = 256_000  # bytes: a CSV table larger than this too (a report's every point; pandas reads .csv.xz)


def stored(path: Path, size: int) -> Path:
    """Where a file of ``size`` bytes is stored: ``path``, or ``path.xz`` for a raw dump or a large JSON,
    JSON-lines or CSV file."""
    path = Path(path)
    big = (path.suffix in (".json", ".jsonl") and size > LARGE_JSON) or (path.suffix == ".csv" and size > LARGE_CSV)
    return path.with_name(path.name + XZ) if path.suffix in RAW_DUMPS or big else path


def write_text(path: Path, text: str) -> Path:
    """``text`` into ``path``, or compressed into ``path.xz`` (see :func:`stored`); the path written."""
    out, data = _stored_bytes(path, text)
    out.write_bytes(data)
    return out


def _stored_bytes(path: Path, text: str) -> tuple[Path, bytes]:
    """Where ``text`` is stored for ``path`` (:func:`stored`), and the bytes stored there."""
    data = text.encode()
    out = stored(path, len(data))
    return out, lzma.compress(data, preset=9 | lzma.PRESET_EXTREME) if out.suffix == XZ else data


def compress(path: Path) -> Path:
    """A written file replaced by its compressed form (``path.xz``); the new path."""
    path = Path(path)
    out = path.with_name(path.name + XZ)
    out.write_bytes(lzma.compress(path.read_bytes(), preset=9 | lzma.PRESET_EXTREME))
    path.unlink()
    return out


def settle(path: Path) -> Path:
    """A file another program wrote (pytest-benchmark's JSON, a copied dump) stored by the rule of
    :func:`stored`; the path it is stored at."""
    path = Path(path)
    return compress(path) if path.exists() and stored(path, path.stat().st_size) != path else path


def read_text(path: Path) -> str:
    """A stored file's text, compressed (``.xz``) or not; a corrupt compressed file is a ValueError."""
    path = Path(path)
    if path.suffix != XZ:
        return path.read_text()
    try:
        return lzma.decompress(path.read_bytes()).decode()
    except lzma.LZMAError as exc:
        raise ValueError(f"corrupt compressed file ({exc})") from None


def head(path: Path, size: int = 64) -> str:
    """The first ``size`` characters (or so) of a stored file's text, decompressing only what they need."""
    path = Path(path)
    with open(path, "rb") as fh:
        if path.suffix != XZ:
            return fh.read(size).decode(errors="replace")
        try:
            return lzma.LZMADecompressor().decompress(fh.read(1 << 16), max_length=size).decode(errors="replace")
        except lzma.LZMAError:
            return ""


def written_by_artifacts(path: Path) -> bool:
    """Whether a stored JSON file is an :class:`Artifacts` output, from its first characters (it names its
    kind first), so a reader of benchmark files can pass it by unread."""
    text = head(path).lstrip()
    return text.startswith("{") and text[1:].lstrip().startswith('"artifact"')


def logical_name(path: Path) -> str:
    """The name a stored file has uncompressed (``gpu_compile.json.xz`` -> ``gpu_compile.json``)."""
    return Path(path).name.removesuffix(XZ)


def is_json(path: Path) -> bool:
    """A JSON file, stored compressed or not."""
    return logical_name(path).endswith(".json")


# A sweep's measuring processes' pytest-benchmark files, packed into one file at the end of its run: one
# JSON line a file, {"name": its name, "text": its text as written}. Packed, what the files repeat (the
# machine, the plan) is compressed once (the sizes: docs/history.md, "Results that stay small"). Every
# reader of results reads a pack's members as it reads the files (harness.report.results).
BENCHMARKS = "benchmarks.jsonl"


def is_benchmark_pack(path: Path) -> bool:
    return logical_name(path) == BENCHMARKS


def pack(files: list[Path], folder: Path) -> Path | None:
    """``files`` (stored compressed or not) packed into ``folder``'s BENCHMARKS, then removed once the
    pack reads back as their texts; the pack's path (None for no files). A pack already there is an
    error: a run's files are packed once."""
    files = [Path(f) for f in files if Path(f).exists()]
    if not files:
        return None
    if (there := find(folder, BENCHMARKS)).exists():
        raise FileExistsError(f"{there} exists: the files are packed already")
    members = [(logical_name(f), read_text(f)) for f in files]
    if len({name for name, _ in members}) != len(members):
        raise ValueError(f"two files of one name in {folder}: {sorted(logical_name(f) for f in files)}")
    out = write_pack(Path(folder) / BENCHMARKS, members)
    for f in files:
        f.unlink()
    return out


def write_pack(path: Path, members: list[tuple[str, str]], compressed: bool = False) -> Path:
    """``members`` (name, text) written as the pack ``path`` (stored by :func:`stored`, or ``compressed``),
    each benchmark's derived statistics left out (:func:`slim`); the path written, once it reads back as the
    members byte for byte."""
    text = "".join(json.dumps({"name": n, "text": slim(t) if n.endswith(".json") else t}) + "\n" for n, t in members)
    out, data = _stored_bytes(Path(path), text)
    if compressed and out.suffix != XZ:
        out, data = out.with_name(out.name + XZ), lzma.compress(data, preset=9 | lzma.PRESET_EXTREME)
    tmp = out.with_name(out.name + ".partial")  # (renamed when whole: no half pack beside the files)
    tmp.write_bytes(data)
    tmp.rename(out)
    if pack_members(out) != members:
        out.unlink()
        raise ValueError(f"{out} did not read back as the files packed into it; they are kept")
    return out


# What pytest-benchmark derives from a benchmark's round times (stats.data): its min, median, quartiles and
# the rest, and the sweep's copy of the times (extra_info.round_s). A pack stores the times alone and a
# reader derives the rest again with pytest-benchmark's own Stats: a benchmark is stored so only where that
# gives back exactly what was written (compared when packed). The sizes: docs/history.md, "Results that
# stay small".
def slim(text: str) -> str:
    """A pytest-benchmark JSON's text with each benchmark's derivable statistics left out; other texts as
    they are."""
    try:
        doc = json.loads(text)
    except ValueError:
        return text
    if not isinstance(doc, dict) or not isinstance(doc.get("benchmarks"), list):
        return text
    for b in doc["benchmarks"]:
        kept = _kept(b)
        if kept is not None and _full(kept) == b:
            b.clear()
            b.update(kept)
    out = json.dumps(doc)
    return out if _whole(out) == text else text  # (pytest-benchmark's text again, byte for byte, or kept whole)


def _kept(b) -> dict | None:
    if not (isinstance(b, dict) and isinstance(b.get("stats"), dict) and isinstance(b.get("extra_info"), dict)):
        return None
    data = b["stats"].get("data")
    if not isinstance(data, list) or not data or b["extra_info"].get("round_s") != data:
        return None
    return {**b, "extra_info": {k: v for k, v in b["extra_info"].items() if k != "round_s"},
            "stats": {"data": data, "iterations": b["stats"].get("iterations")}}


def _full(b: dict, fields=None) -> dict:
    """A benchmark :func:`slim` stored, whole again (its statistics: ``fields`` of them, default all)."""
    from pytest_benchmark.stats import Stats

    s = Stats()
    s.data = list(b["stats"]["data"])
    extra = dict(b["extra_info"])
    at = list(extra).index("processes") + 1 if "processes" in extra else len(extra)  # (where the sweep puts it)
    extra = dict([*list(extra.items())[:at], ("round_s", list(s.data)), *list(extra.items())[at:]])
    derived = s.as_dict() if fields is None else {f: getattr(s, f) for f in fields}
    return {**b, "extra_info": extra, "stats": {**derived, "data": s.data, "iterations": b["stats"]["iterations"]}}


def whole_doc(doc, fields=None):
    """A packed member's JSON value with each slim benchmark whole again (see :func:`slim`; ``fields``:
    only these statistics, for a reader that needs no more)."""
    if isinstance(doc, dict) and isinstance(doc.get("benchmarks"), list):
        for i, b in enumerate(doc["benchmarks"]):
            if isinstance(b, dict) and isinstance(b.get("stats"), dict) and "median" not in b["stats"] \
                    and isinstance(b["stats"].get("data"), list) and isinstance(b.get("extra_info"), dict):
                doc["benchmarks"][i] = _full(b, fields)
    return doc


def _whole(text: str) -> str:
    """A packed member's text as written (see :func:`slim`)."""
    if '"stats": {"data"' not in text:  # (how json.dumps writes a slim benchmark; a whole one starts "min")
        return text
    return json.dumps(whole_doc(json.loads(text)), ensure_ascii=True, indent=4)  # (as pytest-benchmark writes it)


# A run's logs (a measuring process's pytest output each, logs/STEM.log) packed into one file at the end of
# its run, as the benchmark files are: logs/LOGS, a line each, {"name": "STEM.log", "text": ...}. Packed,
# what the logs repeat is compressed once (the sizes: docs/history.md, "Results that stay small").
LOGS = "logs.jsonl"


def pack_logs(logs: Path, files: list[Path] | None = None) -> Path | None:
    """Process logs of a run's ``logs`` folder (``files``, stored compressed or not; default: every
    ``*.log``) packed into ``logs/LOGS``, or added to the pack there; the pack's path (None for no logs)."""
    files = sorted((f for f in (Path(logs).glob("*") if files is None else map(Path, files))
                    if f.is_file() and logical_name(f).endswith(".log")), key=logical_name)
    if not files:
        return None
    there = find(logs, LOGS)
    members = pack_members(there) if there.exists() else []
    if clash := {logical_name(f) for f in files} & {n for n, _ in members}:
        raise ValueError(f"{sorted(clash)[0]} is both packed and a file in {logs}")
    out = write_pack(Path(logs) / LOGS, members + [(logical_name(f), read_text(f)) for f in files], compressed=True)
    if out != there:
        there.unlink(missing_ok=True)
    for f in files:
        f.unlink()
    return out


# A points log's fields the running sweep reads (its progress lines, the added processes) and a passed
# point's pack holds (its rounds' times, its rate, the probes around them): once the run ends, each point's
# line keeps what it was and how it ended; a reader takes a passed point's values from the pack.
STREAMED_ONLY = ("round_rates",)
PACKED = ("env_steps_per_s", "spread", "probe_s", "cpu_probe_s")


def _settled(row: dict) -> dict:
    gone = STREAMED_ONLY + (PACKED if row.get("status") == "passed" else ())
    return {k: v for k, v in row.items() if k not in gone}


def settle_points(path: Path) -> Path:
    """A points log (``path``, stored compressed or not) without what STREAMED_ONLY and PACKED name, stored
    by the rule of :func:`stored`; the path it is stored at."""
    there = find(Path(path).parent, logical_name(path))
    if not there.exists():
        return there
    rows = [row for _, row in json_lines(read_text(there))]
    if any(_settled(row) != row for row in rows) or stored(there, there.stat().st_size) != there:
        out = write_text(Path(path).parent / logical_name(path), "".join(json.dumps(_settled(row)) + "\n" for row in rows))
        if out != there:
            there.unlink()
        return out
    return there


def repack(folder: Path) -> int:
    """A run folder's packs written again as a run ends today (its benchmark pack slim, its process logs
    packed); the bytes this saved. Nothing read from the folder changes, and each packed file reads back as
    it was written (its points log, which the sweep left as it ended, stays as it is)."""
    before = sum(f.stat().st_size for f in Path(folder).rglob("*") if f.is_file())
    if (there := find(folder, BENCHMARKS)).exists():
        members = pack_members(there)
        tmp = Path(folder) / ".repack"
        tmp.mkdir(exist_ok=True)
        try:
            out = write_pack(tmp / BENCHMARKS, members)
            if out.stat().st_size < there.stat().st_size:
                there.unlink()
                out.rename(Path(folder) / out.name)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
    if (Path(folder) / "logs").is_dir():
        pack_logs(Path(folder) / "logs")
    return before - sum(f.stat().st_size for f in Path(folder).rglob("*") if f.is_file())


def log_text(logs: Path, name: str) -> str:
    """The log ``name`` (``numpy-cpu-p1.log``) of a run's ``logs`` folder, a file or packed in its LOGS;
    a FileNotFoundError when neither holds it."""
    if (f := find(logs, name)).exists():
        return read_text(f)
    if (pack := find(logs, LOGS)).exists() and (text := dict(pack_members(pack)).get(name)) is not None:
        return text
    raise FileNotFoundError(f"{Path(logs) / name}: not a file, and not in {LOGS}")


def pack_members(path: Path, whole: bool = True) -> list[tuple[str, str]]:
    """A pack's files as (name, text), in the order packed (``whole``: as written; else as stored, a
    benchmark's statistics left to :func:`whole_doc`); a line that is not a member is a ValueError
    naming it."""
    members = []
    for i, m in json_lines(read_text(path)):
        if not (isinstance(m, dict) and isinstance(m.get("name"), str) and isinstance(m.get("text"), str)):
            raise ValueError(f"line {i} is not a packed file (a name and a text)")
        members.append((m["name"], _whole(m["text"]) if whole and m["name"].endswith(".json") else m["text"]))
    return members


def packed_files(folder: Path) -> dict[str, str]:
    """The result files packed in a run folder's BENCHMARKS: name -> text."""
    return dict(pack_members(find(folder, BENCHMARKS)))


def json_lines(text: str):
    """(line number, value) of each non-blank line of a JSON-lines file (a points log, a pack); a line
    that is not JSON is a ValueError naming it."""
    for i, line in enumerate(text.splitlines(), 1):
        if line.strip():
            try:
                yield i, json.loads(line)
            except json.JSONDecodeError:
                raise ValueError(f"line {i} is not JSON (truncated?)") from None


def json_files(folder: Path) -> list[Path]:
    """The JSON files of a folder, compressed or not, by name."""
    return sorted((p for p in Path(folder).iterdir() if p.is_file() and is_json(p)), key=logical_name)


def find(folder: Path, name: str) -> Path:
    """``folder/name`` as stored (``name`` or ``name.xz``); ``folder/name`` when neither exists."""
    plain = Path(folder) / name
    return plain if plain.exists() or not plain.with_name(name + XZ).exists() else plain.with_name(name + XZ)


def save_figure(fig, stem: Path, **options) -> list[Path]:
    """A matplotlib figure as ``stem.png`` and ``stem.svgz`` (SVG, its text kept as text, gzip-compressed
    with no time stamp: the same input makes the same file); ``options`` go to savefig (dpi, bbox_inches).
    The PNG, where it is opaque, in 256 colours (the SVG is the exact figure): a plot's antialiased lines
    make tens of thousands of colours, stored at three times the size for no difference a reader sees."""
    import gzip
    import io

    from PIL import Image

    stem = Path(stem)
    paths = [stem.with_name(stem.name + ".png"), stem.with_name(stem.name + ".svgz")]
    buf = io.BytesIO()
    fig.savefig(buf, format="png", **options)
    image = Image.open(buf)
    dpi = {"dpi": image.info["dpi"]} if "dpi" in image.info else {}
    if image.mode == "RGBA" and image.getchannel("A").getextrema() == (255, 255):
        image = image.convert("RGB").quantize(256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    image.save(paths[0], format="PNG", optimize=True, **dpi)
    buf = io.BytesIO()
    fig.savefig(buf, format="svg", metadata={"Date": None}, **{k: v for k, v in options.items() if k != "dpi"})
    paths[1].write_bytes(gzip.compress(buf.getvalue(), 9, mtime=0))
    return paths


# The shape every analysis result keeps, whatever its kind: these fields, where present, are lists of
# objects (a table's rows and the like) or objects; a file that breaks it is skipped by the readers
OBJECT_LISTS = ("rows", "records", "targets", "predictions", "best", "cuda_kernels")
OBJECTS = ("machine", "model", "fits", "gpu", "reset_fractions", "settings", "tools")


def artifact_problem(doc: dict, kind: str | None = None) -> str | None:
    """What breaks an analysis result's shape (OBJECT_LISTS, OBJECTS, and the fields its kind's readers
    use: harness.shapes), in words; None when nothing does."""
    if not isinstance(doc.get("artifact", ""), str):
        return f"artifact is a {type(doc['artifact']).__name__}; expected a string"
    problem = schema_problem(doc.get("schema"), "schema")
    if problem:
        return problem
    for key in OBJECT_LISTS:
        if key in doc and not (isinstance(doc[key], list) and all(isinstance(x, dict) for x in doc[key])):
            return f"{key} is not a list of objects"
    for key in OBJECTS:
        if key in doc and not isinstance(doc[key], dict):
            return f"{key} is a {type(doc[key]).__name__}; expected an object"
    from harness import shapes

    shape = shapes.shape_of(kind or "")
    return shapes.problem(doc, shape) if shape else None


def is_artifact(doc) -> bool:
    """Whether a JSON document is one of the suite's own outputs rather than benchmark results:
    it names its kind (written by :class:`Artifacts`), or, written before that existed, it has the
    ``machine`` or ``rows`` of a run description, fusion, SASS or cpu-code table and no benchmarks."""
    return isinstance(doc, dict) and "benchmarks" not in doc and (
        "artifact" in doc or "machine" in doc or "rows" in doc)


class Artifacts:
    """The files of one output folder."""

    def __init__(self, folder: Path, kind: str, machine: dict | None = None):
        self.folder, self.kind, self.machine = Path(folder), kind, machine

    @classmethod
    def new(cls, parent: Path, label: str, kind: str = "", machine: dict | None = None) -> "Artifacts":
        """A new folder ``<label>-<UTC time>[-<kind>]`` under ``parent`` (``-2``, ... after it where taken),
        created now."""
        folder = cli.new_folder(Path(parent), f"{label}-{cli.utc_stamp()}" + (f"-{kind}" if kind else ""))
        return cls(folder, kind or "run", machine)

    def text(self, name: str, text: str) -> Path:
        return write_text(self.folder / name, text)

    def csv(self, stem: str, table: pd.DataFrame, index: bool = True) -> Path:
        return write_text(self.folder / f"{stem}.csv", table.to_csv(index=index))

    def table(self, stem: str, table: pd.DataFrame, markdown: str, index: bool = True) -> None:
        """``stem.md`` (the Markdown as given, with its caption) and ``stem.csv`` (the numbers)."""
        self.text(f"{stem}.md", markdown)
        self.csv(stem, table, index)

    def data(self, stem: str, payload: dict) -> Path:
        doc = {"artifact": self.kind, "schema": SCHEMA,
               **({"machine": self.machine} if self.machine is not None else {}), **payload}
        return self.text(f"{stem}.json", json.dumps(doc, indent=1, default=str))

    def copy(self, files) -> None:
        for f in files:
            shutil.copy(f, self.folder / Path(f).name)


class Replacing(Artifacts):
    """An output folder built beside ``folder`` and moved into its place only when complete
    (the report, whose folder may be replaced): ``with Replacing(folder, kind) as out: ...``."""

    def __init__(self, folder: Path, kind: str, machine: dict | None = None):
        self.target = Path(folder)
        super().__init__(self.target.with_name(f".{self.target.name}.tmp-{os.getpid()}"), kind, machine)

    def __enter__(self) -> "Replacing":
        shutil.rmtree(self.folder, ignore_errors=True)
        self.folder.mkdir(parents=True)
        return self

    def __exit__(self, kind, exc, tb) -> None:
        if kind is not None:
            shutil.rmtree(self.folder, ignore_errors=True)
            return
        if self.target.exists():
            shutil.rmtree(self.target)
        self.folder.rename(self.target)
        self.folder = self.target


# -- Markdown ----------------------------------------------------------------------------------
def _missing(v) -> bool:
    """None, NaN, or pandas' missing values (pd.NA, NaT)."""
    import pandas as pd

    return v is None or bool(pd.isna(v))


def fmt_rate(v) -> str:
    """env-steps per second as millions."""
    if isinstance(v, str):
        return v
    if _missing(v):
        return ""
    return f"{v / 1e6:,.1f}" if v >= 1e7 else f"{v / 1e6:.3g}"


def fmt_value(v) -> str:
    """Any cell: blank for missing, 3 significant digits below 100, whole numbers above."""
    if v is None or (isinstance(v, float) and _missing(v)):
        return ""
    if isinstance(v, float):
        return f"{v:.3g}" if abs(v) < 100 else f"{v:,.0f}"
    return str(v)


def fmt_ratio(v) -> str:
    return v if isinstance(v, str) else "" if _missing(v) else f"{v:.3g}x"


def to_markdown(table: pd.DataFrame, fmt=fmt_rate, corner: str = "", index: bool = True,
                right: bool | None = None) -> str:
    """A Markdown table (harness.table renders it): :func:`frame_table`'s."""
    return frame_table(table, fmt, corner, index, right).markdown()


def frame_table(table: pd.DataFrame, fmt=fmt_rate, corner: str = "", index: bool = True,
                right: bool | None = None, caption: str = "") -> Table:
    """A DataFrame as a table value (harness.table). ``fmt`` formats every cell, or is a dict of column ->
    formatter (missing columns: fmt_value). Columns of numbers are right-aligned (all columns with
    ``right=True``)."""
    t = of_frame(table, fmt, corner, index, right, default=fmt_value)
    t.caption = caption
    return t


def rows_table(rows: list[dict], columns: list[tuple[str, str]], fmt=fmt_value, caption: str = "") -> Table:
    """Rows of dicts as a table value with the columns (key, heading)."""
    return frame_table(rows_frame(rows, columns), fmt=fmt, index=False, caption=caption)


def rows_to_markdown(rows: list[dict], columns: list[tuple[str, str]], fmt=fmt_value) -> str:
    """Rows of dicts as a Markdown table with the columns (key, heading)."""
    return rows_table(rows, columns, fmt).markdown()


def rows_frame(rows: list[dict], columns: list[tuple[str, str]]) -> pd.DataFrame:
    import pandas as pd

    return pd.DataFrame([{h: r.get(k) for k, h in columns} for r in rows], columns=[h for _, h in columns])


def sweep_design(processes: int, adding: bool) -> int:
    """The design of a sweep run today: the current one, but one process a point is the first and a fixed
    number of processes (``adding`` false: none added after them) the one before the current."""
    return 1 if processes <= 1 else DESIGN if adding else 5


def design_of(doc) -> int:
    """A run's design as its run.json gives it: a whole number among DESIGNS, else (missing, malformed) the oldest."""
    v = doc.get("design") if isinstance(doc, dict) else None
    return v if type(v) is int and v in DESIGNS else 1
