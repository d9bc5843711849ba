import Localization
import Storage

/// The localized names of what a store holds, for `StoreMessages`: one noun
/// a message can name («категория „Спорт“ уже существует») and the plural a
/// count is about («копия неполная: записи …»). Literal keys, so the key scan
/// of the string tables sees every one.
extension StoreMessages {
    static func name(_ entity: StoreEntity, _ l: Localizer) -> String {
        switch entity {
        case .category: l("app.store.entity.category")
        case .tracker: l("app.store.entity.tracker")
        case .record: l("app.store.entity.record")
        case .habit: l("app.store.entity.habit")
        case .habitDay: l("app.store.entity.habitDay")
        case .setting: l("app.store.entity.setting")
        case .session: l("app.store.entity.session")
        case .cacheEntry: l("app.store.entity.cacheEntry")
        }
    }

    static func pluralName(_ entity: StoreEntity, _ l: Localizer) -> String {
        switch entity {
        case .category: l("app.store.entities.category")
        case .tracker: l("app.store.entities.tracker")
        case .record: l("app.store.entities.record")
        case .habit: l("app.store.entities.habit")
        case .habitDay: l("app.store.entities.habitDay")
        case .setting: l("app.store.entities.setting")
        case .session: l("app.store.entities.session")
        case .cacheEntry: l("app.store.entities.cacheEntry")
        }
    }
}
