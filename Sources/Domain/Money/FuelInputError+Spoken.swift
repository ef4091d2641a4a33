/// A refused fuel figure is spoken like every other refusal.
extension FuelInputError: SpokenError {}
