/// Letter keys as commands on a Russian keyboard. A person whose layout is
/// switched to ЙЦУКЕН presses the key marked Q and the terminal sends «й»:
/// the screens read such a letter as the Latin letter on the same key, so
/// `q`, `f`, `j`, `k` … work without switching layouts. Only where a letter
/// is a command: a text field keeps what was typed. German's QWERTZ has
/// every command letter on a key of its own, so it needs no table.
extension Key {
    /// The key with a Russian letter read as the Latin letter on the same
    /// key (й → q, а → f, о → j; capitals to capitals); any other key as it is.
    package var onLatinKeys: Key {
        guard case .character(let character) = self, let latin = KeyboardLayout.latin(for: character) else {
            return self
        }
        return .character(latin)
    }
}

package enum KeyboardLayout {
    /// ЙЦУКЕН's letters in QWERTY's key order: `qwertyuiop[]asdfghjkl;'zxcvbnm,.`
    /// The keys of `[ ] ; ' , .` carry х ъ ж э б ю, and `` ` `` carries ё.
    private static let russian = Array("йцукенгшщзхъфывапролджэячсмитьбюё")
    private static let latin = Array("qwertyuiop[]asdfghjkl;'zxcvbnm,.`")
    private static let shiftedLatin = Array("QWERTYUIOP{}ASDFGHJKL:\"ZXCVBNM<>~")

    /// The Latin character on the key that types `character` in the Russian
    /// layout, nil for a character that is not a Russian letter.
    package static func latin(for character: Character) -> Character? {
        if let index = russian.firstIndex(of: character) { return latin[index] }
        let lower = Character(character.lowercased())
        guard lower != character, let index = russian.firstIndex(of: lower) else { return nil }
        return shiftedLatin[index]
    }
}
