import Localization
import Storage

/// The localized names of what a store holds, for `StoreMessages`: one noun
/// a message can name («категория „Спорт“ уже существует») and the plural a
/// count is about («копия неполная: записи …»).
extension StoreMessages {
    static func name(_ entity: StoreEntity, _ l: Localizer) -> String {
        switch entity {
        case .category: l(.appStoreEntityCategory)
        case .tracker: l(.appStoreEntityTracker)
        case .record: l(.appStoreEntityRecord)
        case .habit: l(.appStoreEntityHabit)
        case .habitDay: l(.appStoreEntityHabitDay)
        case .setting: l(.appStoreEntitySetting)
        case .session: l(.appStoreEntitySession)
        case .cacheEntry: l(.appStoreEntityCacheEntry)
        case .goal: l(.appStoreEntityGoal)
        }
    }

    static func pluralName(_ entity: StoreEntity, _ l: Localizer) -> String {
        switch entity {
        case .category: l(.appStoreEntitiesCategory)
        case .tracker: l(.appStoreEntitiesTracker)
        case .record: l(.appStoreEntitiesRecord)
        case .habit: l(.appStoreEntitiesHabit)
        case .habitDay: l(.appStoreEntitiesHabitDay)
        case .setting: l(.appStoreEntitiesSetting)
        case .session: l(.appStoreEntitiesSession)
        case .cacheEntry: l(.appStoreEntitiesCacheEntry)
        case .goal: l(.appStoreEntitiesGoal)
        }
    }
}
