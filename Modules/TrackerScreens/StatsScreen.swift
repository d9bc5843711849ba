import Localization
import TerminalUI
import TrackerKit

/// The human form of `tracker stats` (and `goals stats`): the title «Статистика», then the four
/// indicators in the iOS app's order, each a figure over its label; or the empty
/// state «Анализировать пока нечего» when there is no record at all.
/// Under the indicators one line gives the habits' average score
/// (`Statistics.averageScore`), when there is a habit.
///
/// On a terminal of 24+ columns each indicator is a card as in the app: a
/// rounded frame (in the app's red-green-blue gradient when colors are on)
/// around a three-row figure. Elsewhere (pipes, narrow terminals) it is the
/// figure on one line and the label on the next, which reads the same with
/// or without color and on light or dark backgrounds (only bold is used).
package struct StatsScreen {
    package let localizer: Localizer
    package let style: TerminalStyle
    /// Draw figures in `StatsDigits` inside frames (a terminal).
    package let bigDigits: Bool
    /// Terminal columns.
    package let width: Int
    /// The app's texts (`TrackerAppFlavor.stats`).
    package let texts: TrackerAppFlavor.StatsTexts

    package init(
        localizer: Localizer, style: TerminalStyle, bigDigits: Bool, width: Int, texts: TrackerAppFlavor.StatsTexts
    ) {
        self.localizer = localizer
        self.style = style
        self.bigDigits = bigDigits
        self.width = width
        self.texts = texts
    }

    /// The narrowest terminal the framed cards are drawn on.
    package static let minimumCardWidth = 24
    /// Cards stop growing at this width, so they stay cards on wide terminals.
    package static let maximumCardWidth = 40

    package func render(_ statistics: Statistics) -> [String] {
        let l = localizer
        var lines = [style.paint(l(.habitsStatsTitle), bold: true), ""]
        guard !statistics.isEmpty else {
            lines.append(l(.habitsStatsEmpty))
            return lines
        }
        let indicators = Self.indicators(statistics, l, texts)
        let cardWidth = min(width, Self.maximumCardWidth)
        let framed =
            bigDigits && cardWidth >= Self.minimumCardWidth
            && indicators.allSatisfy { (StatsDigits.width($0.figure) ?? .max) <= cardWidth - 4 }
        for (index, indicator) in indicators.enumerated() {
            if framed {
                lines += card(indicator, width: cardWidth)
            } else {
                if index > 0 { lines.append("") }
                lines += [style.paint(indicator.figure, bold: true), indicator.label]
            }
        }
        if let score = statistics.averageScore {
            lines += ["", l(.habitsStatsAverageScore(style.paint(l.percent(score), bold: true)))]
        }
        return lines
    }

    /// The figure as the language writes it and the label, in the iOS app's order.
    package static func indicators(_ statistics: Statistics, _ l: Localizer, _ texts: TrackerAppFlavor.StatsTexts) -> [(
        figure: String, label: String
    )] {
        [
            (l.integer(statistics.bestPeriod), l(.habitsStatsBestPeriod)),
            (l.integer(statistics.perfectDays), l(.habitsStatsPerfectDays)),
            (l.integer(statistics.trackersCompleted), l(texts.completed)),
            (l.decimal(statistics.average, maxFractionDigits: 1), l(.habitsStatsAverage)),
        ]
    }

    /// A framed card: the three-row figure, then the label.
    private func card(_ indicator: (figure: String, label: String), width: Int) -> [String] {
        let inner = width - 4
        let figure = StatsDigits.render(indicator.figure) ?? [indicator.figure]
        let label = DisplayWidth.truncate(indicator.label, to: inner)
        var lines = [border("╭", "─", "╮", width)]
        let rows = figure.map { (text: $0, bold: true) } + [(text: label, bold: false)]
        for row in rows {
            let content = style.paint(DisplayWidth.pad(row.text, to: inner), bold: row.bold)
            lines.append(frame("│", at: 0, of: width) + " " + content + " " + frame("│", at: width - 1, of: width))
        }
        lines.append(border("╰", "─", "╯", width))
        return lines
    }

    private func border(_ left: String, _ fill: String, _ right: String, _ width: Int) -> String {
        var line = frame(left, at: 0, of: width)
        for column in 1..<(width - 1) { line += frame(fill, at: column, of: width) }
        return line + frame(right, at: width - 1, of: width)
    }

    /// A frame character in the gradient's color at its column (plain
    /// without colors).
    private func frame(_ glyph: String, at column: Int, of width: Int) -> String {
        guard style.depth != .none else { return glyph }
        return style.paint(glyph, foreground: StatsGradient.color(at: Double(column) / Double(max(1, width - 1))))
    }
}

/// The statistics cards' border gradient of the app's design: red, green, blue
/// (palette colors 1, 9 and 3), mid-tones readable on light and dark backgrounds.
package enum StatsGradient {
    package static let stops: [RGB] = [
        RGB(red: 0xFD, green: 0x4C, blue: 0x49),
        RGB(red: 0x46, green: 0xE6, blue: 0x9D),
        RGB(red: 0x00, green: 0x7B, blue: 0xFA),
    ]

    /// The color at `position` in 0…1 (clamped), linear between the stops.
    package static func color(at position: Double) -> RGB {
        let scaled = min(max(position, 0), 1) * Double(stops.count - 1)
        let index = min(Int(scaled), stops.count - 2)
        let fraction = scaled - Double(index)
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * fraction).rounded()) }
        let from = stops[index]
        let to = stops[index + 1]
        return RGB(red: mix(from.red, to.red), green: mix(from.green, to.green), blue: mix(from.blue, to.blue))
    }
}
