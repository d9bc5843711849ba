import AppPlugin
import GoalsApp
import StorageLive

AppRunner.main(GoalsPlugin(), stores: .live)
