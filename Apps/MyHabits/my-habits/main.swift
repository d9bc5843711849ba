import AppPlugin
import MyHabitsApp
import StorageLive

AppRunner.main(MyHabitsPlugin(), stores: .live)
