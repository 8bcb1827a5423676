import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A charging station (spec section 3). Column types are explicit: the bundler emits no decorator metadata. */
@Entity({ name: 'stations' })
export class StationEntity {
  @PrimaryGeneratedColumn('increment')
  id: number;

  /** Stable key of a catalogue station (the seed upserts by it); internal, never in API responses. */
  @Column('varchar', { length: 60, nullable: true, unique: true })
  code: string | null;

  @Column('varchar', { length: 200 })
  name: string;

  @Column('varchar', { length: 120 })
  operator: string;

  @Column('numeric', { precision: 9, scale: 6 })
  latitude: string;

  @Column('numeric', { precision: 9, scale: 6 })
  longitude: string;

  /** { street, city, state, pincode } */
  @Column('jsonb')
  address: Record<string, string>;

  /** [{ type, power, pricePerKwh }] */
  @Column('jsonb')
  chargers: Array<{ type: string; power: number; pricePerKwh: string }>;

  @Column('jsonb', { default: () => "'[]'::jsonb" })
  amenities: string[];

  /** "24/7", a JSON string, or an object keyed by lowercase weekday. */
  @Column('jsonb', { name: 'operating_hours' })
  operatingHours: unknown;

  @Column('jsonb', { default: () => "'[]'::jsonb" })
  photos: string[];

  @Column('numeric', { precision: 3, scale: 2, default: 0 })
  ratings: string;

  @Column('integer', { name: 'review_count', default: 0 })
  reviewCount: number;

  @Column('boolean', { name: 'has_live_status', default: false })
  hasLiveStatus: boolean;

  @Column('varchar', { name: 'api_endpoint', length: 300, nullable: true })
  apiEndpoint: string | null;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;
}
