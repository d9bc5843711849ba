import Foundation

/// The package root: this file is Tests/LocalizationTests/TestSupport.swift.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Every printf specifier the tables may use, stated as a regular expression
/// (independently of `FormatString`'s parser): `%%`, `%@`, `%1$@`, `%lld`,
/// `%02lld`, `%.1f`…
var specifierPattern: Regex<(Substring, Substring?, Substring)> {
    #/%(?:(\d+)\$)?[-0+ #']*\d*(?:\.\d+)?(?:hh|h|ll|l|q|z|t|j|L)?([@sdiufF%])/#
}
