import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';

/** A Supabase client of this app's schema: every factory in lib/supabase makes one, every data function takes one. */
export type Db = SupabaseClient<Database>;

export type TableName = keyof Database['public']['Tables'];
