-- TR1's teeth spikes slot runs the spike floor. The numbers are the trap's
-- tuning: ticks of warning after she steps on, harm per tick among the
-- raised spikes, how long they stay up once she has left.
return {
  tr1 = {
    [37] = { id = 37, name = "Teeth spikes", behaviour = "mods.spike_floor.spike_floor",
             params = { warning = 15, damage = 50, linger = 30, death = "spikes" } },
  },
}
