// The preset dictionary of compressed v1 links (DEFLATE's dictionary option): the v1 texts of
// the bundled presets as of link format 1, and a few common pieces. With it, a link whose title
// and description come from a preset costs a few characters for them instead of hundreds.
//
// FROZEN: a compressed link can only be read with the exact dictionary it was made with. Never
// edit this text, even when a preset changes; a new dictionary needs a new link format version.
export const DICTIONARY_V1: string = [
  '~Tahoe_~NewReno_~Enhanced_Vegas_~Vegas%2B_~CBR_~flow_~Reno_~Vegas_~V~R~V~R~Ucwqtf~Uctfr~Usmi~Al~',
  'Bqri~r1e8R1e8D.001~H200_flows%3A_100_Vegas_%28alpha_%3D_beta_%3D_3%29_and_100_Reno%2C_RED_54%2F1',
  '08~DThe_benchmark_scenario_%28after_paper_000%27s_Table_6_many-flow_runs%29%3A_a_10_Mb%2Fs_bottl',
  'eneck_with_RED_54%2F108_and_a_150-packet_buffer%2C_round-trip_propagation_delays_spread_evenly_o',
  'ver_20-100_ms%2C_starts_spread_over_the_first_2_s.~Gf10t60~Br1e7d.005b150qri54x108~Va3r1e8d.004R',
  '1e8c100i.004_.044j0_2nVegas~Rc100i.004_.044j0_2nReno~HNewReno_vs_Reno_across_two_bottlenecks_in_',
  'series%2C_with_UDP_cross_traffic~DPaper_002%27s_series_topology%3A_R1_-%3E_R2_-%3E_R3%2C_both_1_',
  'Mb%2Fs_DropTail_links._A_NewReno_and_a_Reno_flow_cross_both%3B_a_Reno_cross_flow_uses_only_the_f',
  'irst_link_and_a_200_kb%2Fs_UDP_CBR_source_only_the_second.~Gd100~Br1e6d.01b20~L~Nd.005D.005nNewR',
  'eno_%28R1_to_R3%29~RnReno_%28R1_to_R3%29~Rp1q2nReno_cross_%28R1_to_R2%29~Cu2e5p2q3nUDP_CBR_%28R2',
  '_to_R3%29~HDe_Vendictis_%26_Baiocchi%3A_one_Vegas_%28alpha_%3D_beta_%3D_3%29_and_one_Reno%2C_buf',
  'fer_20~DPaper_001%2C_Fig._4_set-up%3A_a_drop-tail_bottleneck_serving_1080_packets%2Fs_of_500_byt',
  'es_%284.32_Mb%2Fs%29%2C_50_ms_round-trip_propagation_delay%2C_buffer_B_%3D_20._Goodput_over_200-',
  '600_s._Small_buffers_favour_Vegas%3B_large_ones_starve_it_%28threshold_B%5Fth_of_about_alpha%283',
  '_-_2_lambda%29%29.~Gd600p500f200t600~Br432e4d.02b20~Va3r1e8d.004R1e8nVegas~RnReno~HTsang_%26_Cha',
  'ng%3A_30_flows%2C_half_Vegas-3%2C_half_Reno%2C_RED_54%2F108~DPaper_000%2C_section_3.4_%2F_Table_',
  '6a%3A_a_mixture_of_Vegas_%28alpha_%3D_beta_%3D_3%29_and_Reno_flows_on_a_10_Mb%2Fs_RED_bottleneck',
  '_%2854%2F108%2C_buffer_150%29%2C_round-trip_propagation_delays_spread_over_20-100_ms%2C_random_s',
  'tarts_in_the_first_2_s._Goodput_is_measured_over_10-60_s.~Gf10t60~Br1e7d.005b150qri54x108~Va3r1e',
  '8d.004R1e8c15mri.004_.044j0_2nVegas~Rc15mri.004_.044j0_2nReno~HReno_vs_Vegas_on_a_0.3_Mb%2Fs%2C_',
  '200_ms_bottleneck_with_a_10-packet_buffer~DPaper_002%3A_Reno_and_Vegas_share_a_slow_long-delay_b',
  'ottleneck_%280.3_Mb%2Fs%2C_200_ms%2C_10-packet_DropTail_buffer%29_behind_2_Mb%2Fs_10_ms_access_l',
  'inks%2C_552-byte_packets%2C_no_receiver-window_limit._Reno_occupies_most_of_the_buffer%3B_switch',
  'ing_the_queue_to_RED_narrows_the_gap.~Gd200p552~Br3e5d.2b10~Rr2e6d.01R2e6D.01nReno~VnVegas~HTsan',
  'g_%26_Chang%3A_two_Vegas_1%5F3_flows%2C_x2_%3D_30_ms~DPaper_000_%28Tsang_%26_Chang%29%2C_section',
  '_3.2_%2F_Table_3%3A_two_Vegas_flows_%28alpha_1%2C_beta_3%29_share_a_1.5_Mb%2Fs_RED_bottleneck_%2',
  '815%2F45%2C_buffer_100%29._Flow_1_has_a_1_ms_access_link_%28minimum_RTT_13.211_ms%29%2C_flow_2_a',
  '_30_ms_one_%2871.211_ms%29._No_losses%3B_Vegas_settles_with_each_flow_keeping_between_alpha_and_',
  'beta_packets_queued%2C_and_the_longer_flow_gets_less.~Gt60~Bqr~Vw30nVegas_short_%28x1_%3D_1_ms%2',
  '9~Vd.03nVegas_long_%28x2_%3D_30_ms%29~HReno_takes_the_queue%3A_one_Reno_and_one_Vegas_flow_on_a_',
  'DropTail_bottleneck~DThe_lab%27s_default._With_a_buffer_larger_than_the_bandwidth-delay_product%',
  '2C_Reno_keeps_filling_the_queue_until_it_overflows%2C_while_Vegas_reads_the_growing_RTT_as_conge',
  'stion_and_backs_off_%28De_Vendictis_%26_Baiocchi%2C_paper_001%3B_Mo_et_al._as_cited_in_paper_000',
  '%29._Watch_the_queue_fill_with_Reno%27s_packets.~Bd.01b50~Rd.01nReno~VnVegas',
].join('');
