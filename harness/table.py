"""One table as a value, rendered to Markdown, HTML and CSV here and nowhere else.

A :class:`Table` holds what a reader sees: the header, every cell as printed, which columns hold
numbers, the caption above it and what follows it (a line of sources, a list), and per cell a style hint (the advice map's
winner or its tied rows) and the run and point the cell was read from. The Markdown report, the
README's blocks and the HTML page all render the same value, so the page never has to read a table
back out of Markdown, and a cell's colour comes from the cell's own hint, not from the words of a
caption. The CSV is the numbers the cells were formatted from (``frame``), where the table has them.
"""
from __future__ import annotations

import html
import numbers
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pandas is imported where a table is made: a measuring process never makes one
    import pandas as pd

WINNER, TIED = "winner", "tied"  # the style hints a cell may carry, with the labels it names


@dataclass
class Table:
    head: list[str]
    rows: list[list[str]]
    right: list[bool]  # per column: right-aligned (a column of numbers)
    caption: str = ""
    footer: str = ""  # Markdown after the table: the run it came from, the map's list of where the answer changes
    styles: dict[tuple[int, int], tuple[str, tuple[str, ...]]] = field(default_factory=dict)  # (row, col) -> hint
    sources: dict[tuple[int, int], str] = field(default_factory=dict)  # (row, col) -> "run folder: point"
    frame: "pd.DataFrame | None" = None  # the numbers behind the cells (the CSV)
    empty: bool = False

    def block(self) -> str:
        """The caption (where there is one), a blank line and the table, as Markdown."""
        return (f"{self.caption}\n\n" if self.caption else "") + self.markdown()

    def markdown(self) -> str:
        """The table alone, as Markdown (``(no results)`` for a table without rows)."""
        if self.empty:
            return "(no results)\n"
        lines = ["| " + " | ".join(self.head) + " |", "|" + "|".join("---:" if r else "---" for r in self.right) + "|"]
        lines += ["| " + " | ".join(row) + " |" for row in self.rows]
        return "\n".join(lines) + "\n" + self.footer

    def html(self, colour: dict[str, str] | None = None, ident: str = "") -> str:
        """The caption, the table (sortable by a click on a heading: each number cell carries its value) with
        its cells coloured by their style hints (``colour``: label -> colour) and titled with their sources,
        then the footer."""
        head = "".join(f"<th>{inline(c)}</th>" for c in self.head)
        body = "".join("<tr>" + "".join(self._td(i, j, c, colour or {}) for j, c in enumerate(row)) + "</tr>"
                       for i, row in enumerate(self.rows))
        return (f'<p class="caption">{inline(self.caption)}</p><div class="scroll"><table class="sortable"'
                f'{f" id={ident!r}" if ident else ""}><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>'
                f"</div>{footer_html(self.footer)}")

    def _td(self, i: int, j: int, cell: str, colour: dict[str, str]) -> str:
        attrs = "" if (k := sort_key(cell)) is None else f" data-v={k!r}"
        if (i, j) in self.styles:
            attrs += style(*self.styles[i, j], colour)
        if (i, j) in self.sources:
            attrs += f' title="{html.escape(self.sources[i, j])}"'
        return f"<td{attrs}>{inline(cell)}</td>"

    def csv(self, index: bool = True) -> str:
        """The numbers behind the cells as CSV (the printed cells where the table has no numbers)."""
        import pandas as pd

        frame = self.frame if self.frame is not None else pd.DataFrame(self.rows, columns=self.head)
        return frame.to_csv(index=index and self.frame is not None)


def footer_html(text: str) -> str:
    """A footer's paragraphs and bullet lists as HTML."""
    out, items = [], []
    for line in [x for x in text.splitlines() if x.strip()] + [""]:
        if line.startswith("- "):
            items.append(f"<li>{inline(line[2:])}</li>")
            continue
        if items:
            out.append(f'<ul class="note">{"".join(items)}</ul>')
            items = []
        if line:
            out.append(f'<p class="note">{inline(line)}</p>')
    return "".join(out)


def style(hint: str, labels: tuple[str, ...], colour: dict[str, str]) -> str:
    """A cell's background from its hint: its winner's colour, hatched with white where tied with others."""
    c = colour.get(labels[0]) if labels else None
    if c is None:
        return ""
    if hint == TIED:
        return f' style="background:repeating-linear-gradient(45deg,{c}66 0 5px,#fff 5px 10px)"'
    return f' style="background:{c}66"'


def inline(text: str) -> str:
    """Markdown's inline marks as HTML (bold, code; a link keeps its text only: its target is relative
    to the Markdown page)."""
    t = html.escape(text, quote=False)
    t = re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", t)
    t = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", t)
    return re.sub(r"`([^`]+)`", r"<code>\1</code>", t)


_NUMBER = re.compile(r"^[<>~]?\s*([-+−]?[\d,]*\.?\d+(?:e[-+]?\d+)?)")


def sort_key(cell: str) -> float | None:
    """The number a cell starts with (a rate with its spread -> the rate, a ratio -> its number, a percentage -> its number), else None."""
    m = _NUMBER.match(cell.strip())
    if not m:
        return None
    try:
        return float(m.group(1).replace(",", "").replace("−", "-"))
    except ValueError:
        return None


def of_frame(table: "pd.DataFrame", fmt, corner: str = "", index: bool = True, right: bool | None = None,
             default=None) -> Table:
    """A DataFrame as a table: ``fmt`` formats every cell, or is a dict of column -> formatter (missing
    columns: ``default``). Columns of numbers are right-aligned (all columns with ``right=True``)."""
    if table.empty:
        return Table([], [], [], frame=table, empty=True)
    cols = list(table.columns)
    f = (lambda c: fmt.get(c, default)) if isinstance(fmt, dict) else (lambda c: fmt)
    names = [" / ".join(map(str, i)) if isinstance(i, tuple) else str(i) for i in table.index]
    head = ([corner or " / ".join(n for n in table.index.names if n) or ""] if index else []) + [str(c) for c in cols]

    def numeric(c) -> bool:  # right-aligned: numbers, and the status words of a numbers column
        return right if right is not None else \
            all(isinstance(v, numbers.Number) or v in ("skipped", "failed") for v in table[c].dropna())

    rows = [([name] if index else []) + [f(c)(v) for c, v in zip(cols, row.tolist())]
            for name, (_, row) in zip(names, table.iterrows())]
    return Table(head, rows, ([False] if index else []) + [numeric(c) for c in cols], frame=table)


@dataclass(frozen=True)
class Heading:
    """A section's heading in a :class:`Doc` (the page shows it above the section's tables)."""
    text: str

    def markdown(self) -> str:
        return f"\n#### {self.text}\n\n"


class Doc:
    """Prose, headings and tables in the order a reader meets them: an analysis's result as its command
    prints and writes it, and its section of the results page. Markdown renders each table after its
    caption; the HTML page takes the tables as the values they are (:meth:`tables`), never reading one
    back out of Markdown."""

    def __init__(self, *parts: "str | Heading | Table | Doc"):
        self.parts: list = []
        for p in parts:
            if isinstance(p, Doc):
                self.parts += p.parts
            elif not isinstance(p, str) or p:
                self.parts.append(p)

    def __radd__(self, other: str) -> "Doc":
        return Doc(other, self)

    def __bool__(self) -> bool:
        return bool(self.parts)

    def markdown(self) -> str:
        return "".join(p if isinstance(p, str) else p.block() if isinstance(p, Table) else p.markdown()
                       for p in self.parts)

    __str__ = markdown

    def tables(self) -> list[tuple[str, Table]]:
        """(the heading above it, the table) for each table, in order."""
        out, heading = [], ""
        for p in self.parts:
            if isinstance(p, Heading):
                heading = p.text
            elif isinstance(p, Table):
                out.append((heading, p))
        return out

    @staticmethod
    def join(sep: str, docs) -> "Doc":
        """The docs one after another, ``sep`` between each two."""
        parts: list = []
        for d in docs:
            parts += [sep, d] if parts else [d]
        return Doc(*parts)
