"""Renders a terminal capture with SGR colours (`tmux capture-pane -e -p`) as an SVG.

    python3 Scripts/lib/ansi_svg.py COLUMNS ROWS < capture > screen.svg

Used by Scripts/screenshots for the README's pictures; a maintainer tool, no
app or test needs it. Each cell is placed on a fixed grid (background
rectangles, then the text in runs of one style, each run stretched to its
cells), so the picture keeps its columns whatever monospace font the
reader's browser picks. Half and full blocks are drawn as rectangles: a
font's block glyphs leave seams between rows.
"""
import sys
import unicodedata
from html import escape

CELL_W, CELL_H, FONT = 8.4, 17, 14
FG, BG = (0xD4, 0xD4, 0xD4), (0x1E, 0x1E, 0x1E)
# The 16 basic colours as xterm draws them.
BASIC = [(0, 0, 0), (205, 49, 49), (13, 188, 121), (229, 229, 16), (36, 114, 200), (188, 63, 188), (17, 168, 205),
         (229, 229, 229), (102, 102, 102), (241, 76, 76), (35, 209, 139), (245, 245, 67), (59, 142, 234),
         (214, 112, 214), (41, 184, 219), (255, 255, 255)]


def palette256(n):
    if n < 16:
        return BASIC[n]
    if n < 232:
        n -= 16
        steps = [0, 95, 135, 175, 215, 255]
        return steps[n // 36], steps[n // 6 % 6], steps[n % 6]
    level = 8 + (n - 232) * 10
    return level, level, level


def width(ch):
    if unicodedata.combining(ch) or ch in "\u200b\u200d\ufe0e\ufe0f":
        return 0
    return 2 if unicodedata.east_asian_width(ch) in "WF" else 1


class Style:
    def __init__(self):
        self.fg = self.bg = None
        self.bold = self.dim = self.italic = self.underline = self.inverse = False

    def copy(self):
        other = Style()
        other.__dict__.update(self.__dict__)
        return other

    def colours(self):
        fg, bg = self.fg or FG, self.bg or BG
        if self.inverse:
            fg, bg = bg, fg
        if self.dim:
            fg = tuple((a + b) // 2 for a, b in zip(fg, bg))
        return fg, bg

    def key(self):
        return self.colours(), self.bold, self.italic, self.underline


def apply_sgr(style, params):
    codes = [int(p) if p.isdigit() else 0 for p in params.split(";")] if params else [0]
    i = 0
    while i < len(codes):
        c = codes[i]
        if c == 0:
            style.__init__()
        elif c in (1, 2, 3, 4, 7):
            setattr(style, {1: "bold", 2: "dim", 3: "italic", 4: "underline", 7: "inverse"}[c], True)
        elif c == 22:
            style.bold = style.dim = False
        elif c in (23, 24, 27):
            setattr(style, {23: "italic", 24: "underline", 27: "inverse"}[c], False)
        elif 30 <= c <= 37 or 90 <= c <= 97:
            style.fg = BASIC[c - 30 if c < 90 else c - 82]
        elif 40 <= c <= 47 or 100 <= c <= 107:
            style.bg = BASIC[c - 40 if c < 100 else c - 92]
        elif c == 39:
            style.fg = None
        elif c == 49:
            style.bg = None
        elif c in (38, 48) and i + 1 < len(codes):
            if codes[i + 1] == 5 and i + 2 < len(codes):
                colour, i = palette256(codes[i + 2]), i + 2
            elif codes[i + 1] == 2 and i + 4 < len(codes):
                colour, i = tuple(codes[i + 2:i + 5]), i + 4
            else:
                colour = None
            if c == 38:
                style.fg = colour
            else:
                style.bg = colour
        i += 1


def parse(text, columns, rows):
    """The grid: rows of cells (character, style); a wide character's second cell is None."""
    grid = []
    for line in text.split("\n")[:rows]:
        style, cells, i = Style(), [], 0
        while i < len(line):
            ch = line[i]
            if ch == "\x1b" and line[i + 1:i + 2] == "[":
                end = i + 2
                while end < len(line) and not ("@" <= line[end] <= "~"):
                    end += 1
                if end < len(line) and line[end] == "m":
                    apply_sgr(style, line[i + 2:end])
                i = end + 1
                continue
            w = width(ch)
            if w == 0 and cells:
                last = len(cells) - 1 if cells[-1] is not None else len(cells) - 2
                cells[last] = (cells[last][0] + ch, cells[last][1])
            elif w > 0:
                cells.append((ch, style.copy()))
                if w == 2:
                    cells.append(None)
            i += 1
        cells = cells[:columns]
        grid.append(cells + [(" ", Style())] * (columns - len(cells)))
    while len(grid) < rows:
        grid.append([(" ", Style())] * columns)
    return grid


def hexcolour(rgb):
    return "#%02x%02x%02x" % rgb


def render(grid, columns, rows):
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%g" height="%g" viewBox="0 0 %g %g">'
           % (columns * CELL_W + 16, rows * CELL_H + 16, columns * CELL_W + 16, rows * CELL_H + 16),
           '<rect width="100%%" height="100%%" rx="6" fill="%s"/>' % hexcolour(BG),
           '<g transform="translate(8 8)" font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" '
           'font-size="%d" xml:space="preserve">' % FONT]
    texts, blocks = [], []
    for y, cells in enumerate(grid):
        top, x, fill = y * CELL_H, 0, None  # fill: a background run, [first column, end column, colour]
        while x < columns:
            cell = cells[x]
            if cell is None:
                x += 1
                continue
            ch, style = cell
            fg, bg = style.colours()
            cell_w = 2 if x + 1 < columns and cells[x + 1] is None else 1
            if fill and (fill[2] != bg or fill[1] != x):
                out.append(background(fill, top))
                fill = None
            if bg != BG:
                fill = [fill[0] if fill else x, x + cell_w, bg]
            if ch in "▀▄█":
                half = {"▀": (0, CELL_H / 2), "▄": (CELL_H / 2, CELL_H / 2), "█": (0, CELL_H)}[ch]
                last = blocks[-1] if blocks else None
                if last and last[1:] == [x, top + half[0], half[1], fg]:
                    last[1] += 1  # one rectangle for a row of like blocks: no seams between them
                else:
                    blocks.append([x, x + 1, top + half[0], half[1], fg])
            else:
                texts.append((x, y, cell_w, ch, style))
            x += 1
        if fill:
            out.append(background(fill, top))
    out.extend('<rect x="%g" y="%g" width="%g" height="%g" fill="%s"/>'
               % (first * CELL_W, top, (end - first) * CELL_W + 0.3, height + 0.3, hexcolour(colour))
               for first, end, top, height, colour in blocks)
    out.extend(text_runs(texts))
    out.append("</g></svg>")
    return "\n".join(out) + "\n"


def background(fill, top):
    first, end, colour = fill
    return '<rect x="%g" y="%g" width="%g" height="%g" fill="%s"/>' % (
        first * CELL_W, top, (end - first) * CELL_W + 0.3, CELL_H + 0.3, hexcolour(colour))


def text_runs(texts):
    """Neighbouring one-cell characters of one style share a <text>, stretched to their cells.
    Spaces join a run (a space's style is its colours: underline and the foreground of a blank
    cell do not show) and are trimmed off its ends."""
    runs, lines = [], []
    for x, y, cell_w, ch, style in texts:
        run = runs[-1] if runs else None
        if run and run["y"] == y and run["end"] == x and run["key"] == style.key() and cell_w == 1 and run["narrow"]:
            run["chars"] += ch
            run["end"] += 1
        else:
            runs.append({"x": x, "y": y, "end": x + cell_w, "key": style.key(), "style": style, "chars": ch,
                         "narrow": cell_w == 1})
    for run in runs:
        stripped = run["chars"].lstrip(" ")
        run["x"] += len(run["chars"]) - len(stripped)
        run["end"] -= len(stripped) - len(stripped.rstrip(" "))
        run["chars"] = stripped.rstrip(" ")
        if not run["chars"]:
            continue
        fg, _ = run["style"].colours()
        attributes = 'x="%g" y="%g" fill="%s"' % (run["x"] * CELL_W, run["y"] * CELL_H + CELL_H * 0.78, hexcolour(fg))
        if run["narrow"] and len(run["chars"]) > 1:
            attributes += ' textLength="%g" lengthAdjust="spacingAndGlyphs"' % ((run["end"] - run["x"]) * CELL_W)
        if run["style"].bold:
            attributes += ' font-weight="bold"'
        if run["style"].italic:
            attributes += ' font-style="italic"'
        if run["style"].underline:
            attributes += ' text-decoration="underline"'
        lines.append("<text %s>%s</text>" % (attributes, escape(run["chars"], quote=False)))
    return lines


def main():
    columns, rows = int(sys.argv[1]), int(sys.argv[2])
    text = sys.stdin.buffer.read().decode("utf-8", errors="replace")
    sys.stdout.write(render(parse(text, columns, rows), columns, rows))


if __name__ == "__main__":
    main()
