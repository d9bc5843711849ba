import SharedModels

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Columns and rows.
package struct TerminalSize: Sendable, Equatable {
    package var columns: Int
    package var rows: Int

    package init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// Used when neither the terminal nor `COLUMNS`/`LINES` say.
    package static let fallback = TerminalSize(columns: 80, rows: 24)

    /// The largest size believed: a frame is built a row at a time, so a
    /// hostile `LINES=9223372036854775807` (or a kernel's odd answer) must
    /// not make one. Wider than any screen with a readable font.
    package static let largest = TerminalSize(columns: 2_000, rows: 1_000)

    /// The size within 1×1 and `largest`.
    package var clamped: TerminalSize {
        TerminalSize(
            columns: min(max(1, columns), Self.largest.columns), rows: min(max(1, rows), Self.largest.rows))
    }
}

/// What the process knows about its terminal. Built once from the environment
/// and the file descriptors (`Terminal.current()`), or by hand in tests.
package struct Terminal: Sendable, Equatable {
    package var environment: [String: String]
    package var stdinIsTTY: Bool
    package var stdoutIsTTY: Bool
    package var size: TerminalSize

    /// A terminal description; `size` defaults to `COLUMNS`/`LINES`, else 80×24.
    package init(environment: [String: String], stdinIsTTY: Bool, stdoutIsTTY: Bool, size: TerminalSize? = nil) {
        self.environment = environment
        self.stdinIsTTY = stdinIsTTY
        self.stdoutIsTTY = stdoutIsTTY
        self.size = size ?? Self.size(ttySize: nil, environment: environment)
    }

    /// The real terminal: `isatty` on fds 0 and 1, the size by `TIOCGWINSZ` when stdout is one.
    package static func current(environment: [String: String] = processEnvironment()) -> Terminal {
        let stdoutIsTTY = isatty(STDOUT_FILENO) == 1
        let ttySize = stdoutIsTTY ? querySize(fileDescriptor: STDOUT_FILENO) : nil
        return Terminal(
            environment: environment, stdinIsTTY: isatty(STDIN_FILENO) == 1, stdoutIsTTY: stdoutIsTTY,
            size: size(ttySize: ttySize, environment: environment))
    }

    /// The terminal's own size when known, else `COLUMNS` × `LINES` (each when a
    /// positive number), else 80×24; within `TerminalSize.largest` whatever they say.
    package static func size(ttySize: TerminalSize?, environment: [String: String]) -> TerminalSize {
        if let ttySize, ttySize.columns > 0, ttySize.rows > 0 { return ttySize.clamped }
        func positive(_ variable: EnvironmentVariable) -> Int? {
            environment[variable].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
        }
        return TerminalSize(
            columns: positive(.columns) ?? TerminalSize.fallback.columns,
            rows: positive(.lines) ?? TerminalSize.fallback.rows
        ).clamped
    }

    /// The window size of the terminal on `fileDescriptor`, nil when it is not one.
    package static func querySize(fileDescriptor: Int32) -> TerminalSize? {
        var window = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return nil
        }
        return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row)).clamped
    }

    /// The process environment, read from `environ` (no Foundation needed at
    /// start-up), split at the first `=` byte: `ProcessInfo`'s dictionary is
    /// built a Character at a time, at every start of every app.
    package static func processEnvironment() -> [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let bytes = UnsafeBufferPointer(
                start: UnsafeRawPointer(entry).assumingMemoryBound(to: UInt8.self), count: strlen(entry))
            if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
                result[String(decoding: UnsafeBufferPointer(rebasing: bytes[..<equals]), as: UTF8.self)] = String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[(equals + 1)...]), as: UTF8.self)
            }
            pointer += 1
        }
        return result
    }

    /// The color depth for `mode`; see `ColorDepth.detect`.
    package func colorDepth(_ mode: ColorMode = .auto) -> ColorDepth {
        ColorDepth.detect(mode: mode, stdoutIsTTY: stdoutIsTTY, environment: environment)
    }

    /// The theme for `preference`, or for `POCKET_THEME` when nil; see `Theme.detect`.
    package func theme(_ preference: ThemePreference? = nil) -> Theme {
        Theme.detect(preference: preference, environment: environment)
    }
}

/// `--color auto|always|never`.
package enum ColorMode: String, Sendable, CaseIterable {
    case auto, always, never
}

/// How many colors the output may use.
package enum ColorDepth: Int, Sendable, Comparable, CaseIterable {
    case none, ansi16, ansi256, truecolor

    package static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `never` → none. `auto` → none when stdout is not a terminal, `NO_COLOR` is
    /// set and non-empty, or `TERM=dumb`; otherwise what the terminal announces.
    /// `always` → what the terminal announces, even through a pipe and despite
    /// `NO_COLOR` (an explicit flag beats the environment, as no-color.org allows).
    /// Announced: truecolor when `COLORTERM` is `truecolor`/`24bit`, else 256 when
    /// `TERM` contains `256color`, else 16.
    package static func detect(mode: ColorMode, stdoutIsTTY: Bool, environment: [String: String]) -> ColorDepth {
        switch mode {
        case .never: return .none
        case .auto:
            if !stdoutIsTTY || !(environment[.noColor] ?? "").isEmpty || environment[.term] == "dumb" {
                return .none
            }
        case .always: break
        }
        let colorTerm = environment[.colorTerm]?.lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .truecolor }
        if environment[.term]?.contains("256color") == true { return .ansi256 }
        return .ansi16
    }
}

/// `--theme auto|light|dark` and `POCKET_THEME`.
package enum ThemePreference: String, Sendable, CaseIterable {
    case auto, light, dark
}

/// The palette the terminal's background calls for.
package enum Theme: String, Sendable, CaseIterable {
    case light, dark

    /// `preference` (or `POCKET_THEME` when nil; an unknown value counts as auto);
    /// auto reads the background of `COLORFGBG` (`fg;bg`, or `fg;other;bg`):
    /// 0–6 or 8 → dark, 7 or 9–15 → light; anything else → dark.
    package static func detect(preference: ThemePreference?, environment: [String: String]) -> Theme {
        let chosen =
            preference ?? environment[.theme].flatMap { ThemePreference(rawValue: $0.lowercased()) } ?? .auto
        switch chosen {
        case .light: return .light
        case .dark: return .dark
        case .auto:
            guard let last = environment[.colorFGBG]?.split(separator: ";").last, let background = Int(last) else {
                return .dark
            }
            switch background {
            case 7, 9...15: return .light
            default: return .dark
            }
        }
    }
}
