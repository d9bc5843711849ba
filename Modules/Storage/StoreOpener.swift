/// How a program opens a store of a kind in a folder, as a struct of
/// closures: the runner takes one and opens through it, knowing neither
/// backend. The live one (`StoreOpener.live`, StorageLive) is passed in where
/// a program is composed, its `main.swift`; a test may pass its own.
package struct StoreOpener: Sendable {
    /// Opens, creating the folder and the store if needed, the store of `kind` in `directory`.
    package var openStore: @Sendable (_ kind: StoreKind, _ directory: String) throws -> any Store

    package init(open: @escaping @Sendable (_ kind: StoreKind, _ directory: String) throws -> any Store) {
        openStore = open
    }

    package func open(kind: StoreKind, directory: String) throws -> any Store {
        try openStore(kind, directory)
    }
}
